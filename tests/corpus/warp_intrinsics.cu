// Warp-level intrinsics: shuffles, votes, ballot/popc, and __ldg/__syncwarp.
#include <cstdio>

__device__ int warp_reduce(int v) {
  for (int offset = 16; offset > 0; offset >>= 1) v += __shfl_down_sync(0xffffffffu, v, offset);
  return v;
}

__global__ void warp_stats(const int *__restrict__ in, int *sums, int *positives, int *all_even) {
  int lane = threadIdx.x & 31;
  int v = __ldg(&in[blockIdx.x * blockDim.x + threadIdx.x]);
  int total = warp_reduce(v);
  unsigned ballot = __ballot_sync(0xffffffffu, v > 0);
  int even = __all_sync(0xffffffffu, (v & 1) == 0);
  int broadcast = __shfl_sync(0xffffffffu, total, 0);
  __syncwarp();
  if (lane == 0) {
    int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    sums[warp] = broadcast;
    positives[warp] = __popc(ballot);
    all_even[warp] = even;
  }
}

int main() {
  const int n = 128, warps = n / 32;
  int h[n];
  for (int i = 0; i < n; ++i) h[i] = (i % 3) - 1;
  int *d_in, *d_out;
  cudaMalloc(&d_in, sizeof h);
  cudaMalloc(&d_out, 3 * warps * sizeof(int));
  cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
  warp_stats<<<1, n>>>(d_in, d_out, d_out + warps, d_out + 2 * warps);
  int out[3 * warps];
  cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
  cudaFree(d_in);
  cudaFree(d_out);
  std::printf("sum0=%d pos0=%d even0=%d\n", out[0], out[warps], out[2 * warps]);
  return 0;
}
