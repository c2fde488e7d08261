// __shared__ memory: static tiles for a matrix transpose and dynamic extern shared memory.
#include <cstdio>

#define TILE 32

__global__ void transpose(const float *in, float *out, int width, int height) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  if (x < width && y < height) tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  if (x < height && y < width) out[y * height + x] = tile[threadIdx.x][threadIdx.y];
}

__global__ void reverse_dynamic(int *d, int n) {
  extern __shared__ int s[];
  int t = threadIdx.x;
  s[t] = d[t];
  __syncthreads();
  d[t] = s[n - t - 1];
}

int main() {
  const int w = 64, h = 96;
  float *in, *out;
  cudaMalloc(&in, w * h * sizeof(float));
  cudaMalloc(&out, w * h * sizeof(float));
  transpose<<<dim3(w / TILE, h / TILE), dim3(TILE, TILE)>>>(in, out, w, h);
  const int n = 64;
  int host[n];
  for (int i = 0; i < n; ++i) host[i] = i;
  int *d;
  cudaMalloc(&d, sizeof host);
  cudaMemcpy(d, host, sizeof host, cudaMemcpyHostToDevice);
  reverse_dynamic<<<1, n, n * sizeof(int)>>>(d, n);
  cudaMemcpy(host, d, sizeof host, cudaMemcpyDeviceToHost);
  cudaFree(in);
  cudaFree(out);
  cudaFree(d);
  std::printf("%d\n", host[0]);
  return host[0] == n - 1 ? 0 : 1;
}
