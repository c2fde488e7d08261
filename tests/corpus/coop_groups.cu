// cooperative_groups.h: thread_block, tiled_partition and warp-level reduce.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstdio>

namespace cg = cooperative_groups;

__device__ int block_sum(cg::thread_block block, int value) {
  __shared__ int warp_sums[32];
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int partial = cg::reduce(warp, value, cg::plus<int>());
  if (warp.thread_rank() == 0) warp_sums[warp.meta_group_rank()] = partial;
  block.sync();
  int total = 0;
  if (block.thread_rank() == 0)
    for (unsigned w = 0; w < warp.meta_group_size(); ++w) total += warp_sums[w];
  return total;
}

__global__ void sum_kernel(const int *in, int *out, int n) {
  cg::thread_block block = cg::this_thread_block();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int total = block_sum(block, i < n ? in[i] : 0);
  if (block.thread_rank() == 0) atomicAdd(out, total);
}

int main() {
  const int n = 4096;
  int *d_in, *d_out, h_out = 0;
  cudaMalloc(&d_in, n * sizeof(int));
  cudaMalloc(&d_out, sizeof(int));
  int ones[n];
  for (int &o : ones) o = 1;
  cudaMemcpy(d_in, ones, sizeof ones, cudaMemcpyHostToDevice);
  cudaMemset(d_out, 0, sizeof(int));
  sum_kernel<<<n / 256, 256>>>(d_in, d_out, n);
  cudaMemcpy(&h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
  cudaFree(d_in);
  cudaFree(d_out);
  std::printf("sum=%d\n", h_out);
  return h_out == n ? 0 : 1;
}
