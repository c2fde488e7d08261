// nvcc-flags: -std=c++17
#include <cstdint>
#include <cstdio>
__device__ __forceinline__ float warp_sum(float v) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
  return v;
}
__device__ __forceinline__ unsigned lane_id() { unsigned r; asm volatile("mov.u32 %0, %%laneid;" : "=r"(r)); return r; }
__global__ void __launch_bounds__(256, 2) dot(const float *__restrict__ a, const float *__restrict__ b, float *out, int n) {
  float s = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) s += __ldg(a + i) * __ldg(b + i);
  s = warp_sum(s);
  if (lane_id() == 0) atomicAdd(out, s);
  unsigned ballot = __ballot_sync(0xffffffffu, s > 0);
  if (__popc(ballot) == 32 && threadIdx.x == 0) __threadfence();
}
__global__ void bits(uint32_t *o) { o[threadIdx.x] = __brev(threadIdx.x) ^ __clz(threadIdx.x + 1) ^ __ffs(threadIdx.x); }
int main() {
  float *a, *out; cudaMalloc(&a, 4096); cudaMalloc(&out, 4);
  dot<<<2, 256>>>(a, a, out, 1024);
  int minGrid, block; cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, dot, 0, 0);
  cudaLaunchConfig_t cfg = {}; cfg.gridDim = dim3(1); cfg.blockDim = dim3(32);
  cudaLaunchAttribute attr[1]; attr[0].id = cudaLaunchAttributeCooperative; attr[0].val.cooperative = 0;
  cfg.attrs = attr; cfg.numAttrs = 1;
  uint32_t *o; cudaMalloc(&o, 128);
  cudaLaunchKernelEx(&cfg, bits, o);
  printf("%d %d\n", minGrid, block);
  return 0;
}
