// nvcc-flags: -rdc=true
// Relocatable device code: extern __device__ declarations, a device function defined in
// this unit with external linkage, and a __device__ global referenced from host code.
#include <cstdio>

extern __device__ int global_scale;
__device__ int global_scale = 3;

__device__ int scaled(int v);

__device__ int scaled(int v) { return v * global_scale; }

namespace {
__device__ int anon_bias = 1;
}

static __global__ void apply(int *p, int n) {
  int i = threadIdx.x;
  if (i < n) p[i] = scaled(p[i]) + anon_bias;
}

__global__ void public_apply(int *p, int n) {
  if (threadIdx.x < n) p[threadIdx.x] += 1;
}

int main() {
  int host[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  int *d;
  cudaMalloc(&d, sizeof host);
  cudaMemcpy(d, host, sizeof host, cudaMemcpyHostToDevice);
  int four = 4;
  cudaMemcpyToSymbol(global_scale, &four, sizeof four);
  apply<<<1, 8>>>(d, 8);
  public_apply<<<1, 8>>>(d, 8);
  cudaMemcpy(host, d, sizeof host, cudaMemcpyDeviceToHost);
  cudaFree(d);
  std::printf("%d\n", host[0]);
  return host[0] == 6 ? 0 : 1;
}
