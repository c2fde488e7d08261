// Reductions three ways, as in the CUDA samples' reduction/ and the cooperative groups blog:
// raw __shfl_down_sync, cg::thread_block_tile shuffles, and cg::reduce with cg::plus / cg::greater.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstdio>
#include <vector>

namespace cg = cooperative_groups;

// Utility class used to avoid linker errors with extern unsized shared memory arrays
// with templated type (the CUDA samples' SharedMemory<T>).
template <class T>
struct SharedMemory {
  __device__ inline operator T *() {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
  __device__ inline operator const T *() const {
    extern __shared__ int __smem[];
    return (T *)__smem;
  }
};

template <>
struct SharedMemory<double> {
  __device__ inline operator double *() {
    extern __shared__ double __smem_d[];
    return (double *)__smem_d;
  }
  __device__ inline operator const double *() const {
    extern __shared__ double __smem_d[];
    return (double *)__smem_d;
  }
};

template <typename T>
__device__ __forceinline__ T warpReduceSum(unsigned int mask, T mySum) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    mySum += __shfl_down_sync(mask, mySum, offset);
  return mySum;
}

template <class T, unsigned int blockSize, bool nIsPow2>
__global__ void reduce7(const T *__restrict__ g_idata, T *__restrict__ g_odata, unsigned int n) {
  T *sdata = SharedMemory<T>();
  unsigned int tid = threadIdx.x;
  unsigned int gridSize = blockSize * gridDim.x;
  unsigned int maskLength = (blockSize & 31);
  maskLength = (maskLength > 0) ? (32 - maskLength) : maskLength;
  const unsigned int mask = (0xffffffff) >> maskLength;
  T mySum = 0;
  if (nIsPow2) {
    unsigned int i = blockIdx.x * blockSize * 2 + threadIdx.x;
    gridSize = gridSize << 1;
    while (i < n) {
      mySum += g_idata[i];
      if ((i + blockSize) < n) mySum += g_idata[i + blockSize];
      i += gridSize;
    }
  } else {
    unsigned int i = blockIdx.x * blockSize + threadIdx.x;
    while (i < n) {
      mySum += g_idata[i];
      i += gridSize;
    }
  }
  mySum = warpReduceSum<T>(mask, mySum);
  if ((tid % warpSize) == 0) sdata[tid / warpSize] = mySum;
  __syncthreads();
  const unsigned int shmem_extent = (blockSize / warpSize) > 0 ? (blockSize / warpSize) : 1;
  const unsigned int ballot_result = __ballot_sync(mask, tid < shmem_extent);
  if (tid < shmem_extent) {
    mySum = sdata[tid];
    mySum = warpReduceSum<T>(ballot_result, mySum);
  }
  if (tid == 0) g_odata[blockIdx.x] = mySum;
}

template <typename T, int TileSize>
__device__ T tileSum(cg::thread_block_tile<TileSize> tile, T val) {
  for (int i = tile.size() / 2; i > 0; i /= 2) val += tile.shfl_down(val, i);
  return val;
}

__global__ void cg_reduce(const float *in, float *sum, int *maxv, int n) {
  cg::thread_block block = cg::this_thread_block();
  auto tile32 = cg::tiled_partition<32>(block);
  auto tile8 = cg::tiled_partition<8>(tile32);
  int idx = block.group_index().x * block.size() + block.thread_rank();
  float v = idx < n ? in[idx] : 0.0f;
  float s = cg::reduce(tile32, v, cg::plus<float>());
  int m = cg::reduce(tile8, static_cast<int>(v), cg::greater<int>());
  float t = tileSum<float, 8>(tile8, v);
  if (tile32.thread_rank() == 0) atomicAdd(sum, s);
  if (tile8.thread_rank() == 0) {
    atomicMax(maxv, m);
    (void)t;
  }
  cg::sync(block);
}

int main() {
  constexpr unsigned int N = 1 << 20;
  constexpr unsigned int threads = 256;
  const unsigned int blocks = 64;
  std::vector<int> h(N, 1);
  int *d_in, *d_out;
  cudaMalloc(&d_in, N * sizeof(int));
  cudaMalloc(&d_out, blocks * sizeof(int));
  cudaMemcpy(d_in, h.data(), N * sizeof(int), cudaMemcpyHostToDevice);
  const int smemSize = ((threads / 32) + 1) * sizeof(int);
  reduce7<int, threads, true><<<blocks, threads, smemSize>>>(d_in, d_out, N);
  reduce7<int, threads, false><<<blocks, threads, smemSize>>>(d_in, d_out, N - 1);
  std::vector<int> partial(blocks);
  cudaMemcpy(partial.data(), d_out, blocks * sizeof(int), cudaMemcpyDeviceToHost);
  long long total = 0;
  for (int p : partial) total += p;

  float *d_f, *d_sum;
  int *d_max;
  cudaMalloc(&d_f, 1024 * sizeof(float));
  cudaMalloc(&d_sum, sizeof(float));
  cudaMalloc(&d_max, sizeof(int));
  cudaMemset(d_f, 0, 1024 * sizeof(float));
  cg_reduce<<<4, 256>>>(d_f, d_sum, d_max, 1024);
  cudaDeviceSynchronize();
  std::printf("total=%lld\n", total);
  cudaFree(d_in);
  cudaFree(d_out);
  cudaFree(d_f);
  cudaFree(d_sum);
  cudaFree(d_max);
  return 0;
}
