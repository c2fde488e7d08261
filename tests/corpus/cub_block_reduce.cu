// cub: BlockReduce and BlockLoad inside a templated kernel.
#include <cstdio>
#include <cub/block/block_load.cuh>
#include <cub/block/block_reduce.cuh>

template <int BLOCK_THREADS, int ITEMS_PER_THREAD>
__global__ void block_sum(const int *in, int *out) {
  using BlockLoad = cub::BlockLoad<int, BLOCK_THREADS, ITEMS_PER_THREAD, cub::BLOCK_LOAD_TRANSPOSE>;
  using BlockReduce = cub::BlockReduce<int, BLOCK_THREADS>;
  __shared__ union {
    typename BlockLoad::TempStorage load;
    typename BlockReduce::TempStorage reduce;
  } temp;
  int items[ITEMS_PER_THREAD];
  int offset = blockIdx.x * BLOCK_THREADS * ITEMS_PER_THREAD;
  BlockLoad(temp.load).Load(in + offset, items);
  __syncthreads();
  int sum = BlockReduce(temp.reduce).Sum(items);
  if (threadIdx.x == 0) out[blockIdx.x] = sum;
}

int main() {
  const int threads = 128, items = 4, blocks = 2, n = threads * items * blocks;
  int *d_in, *d_out, h_in[n], h_out[blocks];
  for (int i = 0; i < n; ++i) h_in[i] = 1;
  cudaMalloc(&d_in, sizeof h_in);
  cudaMalloc(&d_out, sizeof h_out);
  cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
  block_sum<threads, items><<<blocks, threads>>>(d_in, d_out);
  cudaMemcpy(h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
  cudaFree(d_in);
  cudaFree(d_out);
  std::printf("%d %d\n", h_out[0], h_out[1]);
  return h_out[0] == threads * items ? 0 : 1;
}
