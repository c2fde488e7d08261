// Texture and surface objects over a cudaArray (simpleTexture / simpleSurfaceWrite style): bilinear
// sampling with normalized coordinates, a 2D surface write, and a 1D linear-memory texture.
#include <cstdio>
#include <cstdlib>
#include <vector>

#define checkCuda(x)                                                              \
  do {                                                                            \
    cudaError_t e = (x);                                                          \
    if (e != cudaSuccess) {                                                       \
      std::fprintf(stderr, "%s failed: %s\n", #x, cudaGetErrorString(e));         \
      std::abort();                                                               \
    }                                                                             \
  } while (false)

__global__ void transformKernel(float *outputData, int width, int height, float theta,
                                cudaTextureObject_t tex) {
  unsigned int x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int y = blockIdx.y * blockDim.y + threadIdx.y;
  float u = (float)x - (float)width / 2;
  float v = (float)y - (float)height / 2;
  float tu = u * cosf(theta) - v * sinf(theta);
  float tv = v * cosf(theta) + u * sinf(theta);
  tu /= (float)width;
  tv /= (float)height;
  outputData[y * width + x] = tex2D<float>(tex, tu + 0.5f, tv + 0.5f);
}

__global__ void surfaceWriteKernel(float *gIData, int width, int height, cudaSurfaceObject_t outputSurface) {
  unsigned int x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < width && y < height)
    surf2Dwrite(gIData[y * width + x] * 2.0f, outputSurface, x * sizeof(float), y, cudaBoundaryModeTrap);
}

__global__ void gather1D(float4 *out, cudaTextureObject_t linearTex, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<float4>(linearTex, n - 1 - i);
}

int main() {
  const int width = 64, height = 64;
  const unsigned size = width * height * sizeof(float);
  std::vector<float> hData(width * height);
  for (int i = 0; i < width * height; ++i) hData[i] = static_cast<float>(i % 7);

  cudaChannelFormatDesc channelDesc = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
  cudaArray *cuArray;
  checkCuda(cudaMallocArray(&cuArray, &channelDesc, width, height, cudaArraySurfaceLoadStore));
  checkCuda(cudaMemcpy2DToArray(cuArray, 0, 0, hData.data(), width * sizeof(float), width * sizeof(float),
                                height, cudaMemcpyHostToDevice));

  cudaResourceDesc texRes;
  memset(&texRes, 0, sizeof(cudaResourceDesc));
  texRes.resType = cudaResourceTypeArray;
  texRes.res.array.array = cuArray;
  cudaTextureDesc texDescr;
  memset(&texDescr, 0, sizeof(cudaTextureDesc));
  texDescr.normalizedCoords = true;
  texDescr.filterMode = cudaFilterModeLinear;
  texDescr.addressMode[0] = cudaAddressModeWrap;
  texDescr.addressMode[1] = cudaAddressModeWrap;
  texDescr.readMode = cudaReadModeElementType;
  cudaTextureObject_t tex;
  checkCuda(cudaCreateTextureObject(&tex, &texRes, &texDescr, NULL));

  float *dData = nullptr;
  checkCuda(cudaMalloc((void **)&dData, size));
  dim3 dimBlock(8, 8, 1);
  dim3 dimGrid(width / dimBlock.x, height / dimBlock.y, 1);
  transformKernel<<<dimGrid, dimBlock, 0>>>(dData, width, height, 0.5f, tex);

  cudaSurfaceObject_t surf;
  cudaResourceDesc surfRes{};
  surfRes.resType = cudaResourceTypeArray;
  surfRes.res.array.array = cuArray;
  checkCuda(cudaCreateSurfaceObject(&surf, &surfRes));
  surfaceWriteKernel<<<dimGrid, dimBlock>>>(dData, width, height, surf);

  const int n = 256;
  float4 *dLinear, *dOut;
  checkCuda(cudaMalloc(&dLinear, n * sizeof(float4)));
  checkCuda(cudaMalloc(&dOut, n * sizeof(float4)));
  cudaResourceDesc linRes = {};
  linRes.resType = cudaResourceTypeLinear;
  linRes.res.linear.devPtr = dLinear;
  linRes.res.linear.desc = cudaCreateChannelDesc<float4>();
  linRes.res.linear.sizeInBytes = n * sizeof(float4);
  cudaTextureDesc linDesc = {};
  linDesc.readMode = cudaReadModeElementType;
  cudaTextureObject_t linTex = 0;
  checkCuda(cudaCreateTextureObject(&linTex, &linRes, &linDesc, nullptr));
  gather1D<<<(n + 127) / 128, 128>>>(dOut, linTex, n);
  checkCuda(cudaDeviceSynchronize());

  std::vector<float> hOut(width * height);
  checkCuda(cudaMemcpy(hOut.data(), dData, size, cudaMemcpyDeviceToHost));
  std::printf("out[0]=%g\n", hOut[0]);
  checkCuda(cudaDestroyTextureObject(tex));
  checkCuda(cudaDestroyTextureObject(linTex));
  checkCuda(cudaDestroySurfaceObject(surf));
  checkCuda(cudaFreeArray(cuArray));
  checkCuda(cudaFree(dData));
  checkCuda(cudaFree(dLinear));
  checkCuda(cudaFree(dOut));
  return 0;
}
