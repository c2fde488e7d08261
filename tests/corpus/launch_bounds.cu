// __launch_bounds__, __restrict__, __forceinline__/__noinline__ and occupancy queries.
#include <cstdio>

#define THREADS 256
#define MIN_BLOCKS 2

__device__ __forceinline__ float lerp(float a, float b, float t) { return a + t * (b - a); }

__device__ __noinline__ float smooth(float x) { return x * x * (3.0f - 2.0f * x); }

__global__ void __launch_bounds__(THREADS, MIN_BLOCKS)
    blend(const float *__restrict__ a, const float *__restrict__ b, float *__restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = lerp(a[i], b[i], smooth(static_cast<float>(i) / n));
}

template <int N>
__global__ void __launch_bounds__(N) fill_n(int *p) {
  p[blockIdx.x * N + threadIdx.x] = N;
}

int main() {
  int blocks_per_sm = 0;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks_per_sm, blend, THREADS, 0);
  const int n = 4096;
  float *a, *b, *out;
  cudaMalloc(&a, n * sizeof(float));
  cudaMalloc(&b, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  blend<<<n / THREADS, THREADS>>>(a, b, out, n);
  int *p;
  cudaMalloc(&p, 4 * 64 * sizeof(int));
  fill_n<64><<<4, 64>>>(p);
  cudaFree(a);
  cudaFree(b);
  cudaFree(out);
  cudaFree(p);
  std::printf("blocks/SM: %d\n", blocks_per_sm);
  return 0;
}
