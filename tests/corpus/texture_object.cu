// Texture objects: a CUDA array sampled with bilinear filtering through cudaTextureObject_t.
#include <cstdio>
#include <vector>

__global__ void sample(cudaTextureObject_t tex, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) out[y * w + x] = tex2D<float>(tex, x + 0.5f, y + 0.5f);
}

int main() {
  const int w = 64, h = 32;
  std::vector<float> img(w * h);
  for (int i = 0; i < w * h; ++i) img[i] = static_cast<float>(i % w);
  cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
  cudaArray_t array;
  cudaMallocArray(&array, &desc, w, h);
  cudaMemcpy2DToArray(array, 0, 0, img.data(), w * sizeof(float), w * sizeof(float), h,
                      cudaMemcpyHostToDevice);
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeArray;
  res.res.array.array = array;
  cudaTextureDesc td = {};
  td.addressMode[0] = cudaAddressModeClamp;
  td.addressMode[1] = cudaAddressModeClamp;
  td.filterMode = cudaFilterModeLinear;
  td.readMode = cudaReadModeElementType;
  td.normalizedCoords = 0;
  cudaTextureObject_t tex = 0;
  cudaCreateTextureObject(&tex, &res, &td, nullptr);
  float *out;
  cudaMalloc(&out, w * h * sizeof(float));
  sample<<<dim3(w / 16, h / 16), dim3(16, 16)>>>(tex, out, w, h);
  cudaMemcpy(img.data(), out, w * h * sizeof(float), cudaMemcpyDeviceToHost);
  cudaDestroyTextureObject(tex);
  cudaFreeArray(array);
  cudaFree(out);
  std::printf("%f\n", img[5]);
  return img[5] == 5.0f ? 0 : 1;
}
