// CUB collectives: BlockScan for stream compaction, WarpReduce for per-warp sums, BlockRadixSort
// with a TempStorage union, and DeviceRadixSort::SortPairs with DoubleBuffer.
#include <cstdio>
#include <cub/block/block_load.cuh>
#include <cub/block/block_radix_sort.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_store.cuh>
#include <cub/device/device_radix_sort.cuh>
#include <cub/util_allocator.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cuda/functional>
#include <vector>

#define CHECK_CUB(e)                                                        \
  if (cub::Debug((cudaError_t)(e), __FILE__, __LINE__)) {                      \
    std::fprintf(stderr, "cub error %d\n", static_cast<int>(e));               \
    std::exit(1);                                                              \
  }

template <int BLOCK_THREADS, int ITEMS_PER_THREAD>
__global__ void compact_kernel(const int *d_in, int *d_out, int *d_count, int threshold) {
  using BlockLoadT = cub::BlockLoad<int, BLOCK_THREADS, ITEMS_PER_THREAD, cub::BLOCK_LOAD_TRANSPOSE>;
  using BlockScanT = cub::BlockScan<int, BLOCK_THREADS>;
  __shared__ union {
    typename BlockLoadT::TempStorage load;
    typename BlockScanT::TempStorage scan;
  } temp_storage;
  int items[ITEMS_PER_THREAD];
  int flags[ITEMS_PER_THREAD];
  int offset = blockIdx.x * BLOCK_THREADS * ITEMS_PER_THREAD;
  BlockLoadT(temp_storage.load).Load(d_in + offset, items);
  __syncthreads();
  for (int i = 0; i < ITEMS_PER_THREAD; ++i) flags[i] = items[i] > threshold ? 1 : 0;
  int positions[ITEMS_PER_THREAD];
  int block_total;
  BlockScanT(temp_storage.scan).ExclusiveSum(flags, positions, block_total);
  __shared__ int block_base;
  if (threadIdx.x == 0) block_base = atomicAdd(d_count, block_total);
  __syncthreads();
  for (int i = 0; i < ITEMS_PER_THREAD; ++i)
    if (flags[i]) d_out[block_base + positions[i]] = items[i];
}

template <int BLOCK_THREADS>
__global__ void warp_sums(const float *in, float *out) {
  constexpr int warps = BLOCK_THREADS / 32;
  using WarpReduce = cub::WarpReduce<float>;
  __shared__ typename WarpReduce::TempStorage temp[warps];
  int warp_id = threadIdx.x / 32;
  float v = in[blockIdx.x * BLOCK_THREADS + threadIdx.x];
  float s = WarpReduce(temp[warp_id]).Sum(v);
  float m = WarpReduce(temp[warp_id]).Reduce(v, cuda::maximum<float>{});
  if (threadIdx.x % 32 == 0) out[blockIdx.x * warps + warp_id] = s + 0.f * m;
}

template <int BLOCK_THREADS, int ITEMS_PER_THREAD>
__global__ void block_sort(unsigned *keys) {
  using BlockRadixSortT = cub::BlockRadixSort<unsigned, BLOCK_THREADS, ITEMS_PER_THREAD>;
  __shared__ typename BlockRadixSortT::TempStorage temp;
  unsigned thread_keys[ITEMS_PER_THREAD];
  int base = blockIdx.x * BLOCK_THREADS * ITEMS_PER_THREAD + threadIdx.x * ITEMS_PER_THREAD;
  for (int i = 0; i < ITEMS_PER_THREAD; ++i) thread_keys[i] = keys[base + i];
  BlockRadixSortT(temp).Sort(thread_keys);
  for (int i = 0; i < ITEMS_PER_THREAD; ++i) keys[base + i] = thread_keys[i];
}

cub::CachingDeviceAllocator g_allocator(true);

int main() {
  const int n = 1 << 14;
  std::vector<int> h(n);
  for (int i = 0; i < n; ++i) h[i] = (i * 7919) % 1000;
  int *d_in = nullptr, *d_out = nullptr, *d_count = nullptr;
  CHECK_CUB(g_allocator.DeviceAllocate((void **)&d_in, sizeof(int) * n));
  CHECK_CUB(g_allocator.DeviceAllocate((void **)&d_out, sizeof(int) * n));
  CHECK_CUB(g_allocator.DeviceAllocate((void **)&d_count, sizeof(int)));
  CHECK_CUB(cudaMemcpy(d_in, h.data(), sizeof(int) * n, cudaMemcpyHostToDevice));
  CHECK_CUB(cudaMemset(d_count, 0, sizeof(int)));
  compact_kernel<128, 4><<<n / 512, 128>>>(d_in, d_out, d_count, 500);
  warp_sums<128><<<n / 128, 128>>>(reinterpret_cast<float *>(d_in), reinterpret_cast<float *>(d_out));
  block_sort<128, 4><<<n / 512, 128>>>(reinterpret_cast<unsigned *>(d_in));

  cub::DoubleBuffer<int> d_keys(d_in, d_out);
  int *d_v1, *d_v2;
  CHECK_CUB(g_allocator.DeviceAllocate((void **)&d_v1, sizeof(int) * n));
  CHECK_CUB(g_allocator.DeviceAllocate((void **)&d_v2, sizeof(int) * n));
  cub::DoubleBuffer<int> d_values(d_v1, d_v2);
  size_t temp_bytes = 0;
  void *d_temp = nullptr;
  CHECK_CUB(cub::DeviceRadixSort::SortPairs(d_temp, temp_bytes, d_keys, d_values, n));
  CHECK_CUB(g_allocator.DeviceAllocate(&d_temp, temp_bytes));
  CHECK_CUB(cub::DeviceRadixSort::SortPairs(d_temp, temp_bytes, d_keys, d_values, n, 0, 10));
  int count = 0;
  CHECK_CUB(cudaMemcpy(&count, d_count, sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("kept %d of %d, sorted buffer %d\n", count, n, d_keys.selector);
  CHECK_CUB(g_allocator.DeviceFree(d_in));
  CHECK_CUB(g_allocator.DeviceFree(d_out));
  CHECK_CUB(g_allocator.DeviceFree(d_count));
  CHECK_CUB(g_allocator.DeviceFree(d_v1));
  CHECK_CUB(g_allocator.DeviceFree(d_v2));
  CHECK_CUB(g_allocator.DeviceFree(d_temp));
  return 0;
}
