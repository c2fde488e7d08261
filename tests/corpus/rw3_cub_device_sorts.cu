// nvcc-flags: -std=c++17
// cub device-wide primitives: DeviceRadixSort::SortPairs (with DoubleBuffer and bit ranges),
// DeviceSegmentedReduce with a custom reduction operator and offsets, DeviceReduce::ArgMax,
// wrapped in a small RAII temp-storage helper templated on the call.
#include <cstdio>
#include <cstdint>
#include <vector>
#include <cub/cub.cuh>
#include <cuda_runtime.h>

#define CHECK(call)                                                             \
  do {                                                                          \
    cudaError_t err_ = (call);                                                  \
    if (err_ != cudaSuccess) {                                                  \
      std::fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(err_)); \
      return 1;                                                                 \
    }                                                                           \
  } while (0)

namespace util {

template <class T>
struct DeviceBuffer {
  T* ptr = nullptr;
  size_t count = 0;
  explicit DeviceBuffer(size_t n) : count(n) { cudaMalloc(&ptr, n * sizeof(T)); }
  DeviceBuffer(DeviceBuffer const&) = delete;
  DeviceBuffer& operator=(DeviceBuffer const&) = delete;
  ~DeviceBuffer() { cudaFree(ptr); }
  operator T*() const { return ptr; }
};

// two-phase cub call: first query temp bytes, then run
template <class Fn>
cudaError_t with_temp_storage(Fn&& fn) {
  size_t bytes = 0;
  cudaError_t e = fn(nullptr, bytes);
  if (e != cudaSuccess) return e;
  void* tmp = nullptr;
  e = cudaMalloc(&tmp, bytes);
  if (e != cudaSuccess) return e;
  e = fn(tmp, bytes);
  cudaFree(tmp);
  return e;
}

}  // namespace util

struct AbsMax {
  template <class T>
  __host__ __device__ __forceinline__ T operator()(T const& a, T const& b) const {
    T aa = a < T(0) ? -a : a;
    T bb = b < T(0) ? -b : b;
    return aa > bb ? aa : bb;
  }
};

template <typename KeyT, typename ValueT>
__global__ void init_pairs(KeyT* keys, ValueT* vals, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    keys[i] = static_cast<KeyT>((i * 2654435761u) >> 20);
    vals[i] = static_cast<ValueT>(i);
  }
}

int main() {
  const int n = 1 << 14;
  util::DeviceBuffer<std::uint32_t> k_in(n), k_alt(n);
  util::DeviceBuffer<int> v_in(n), v_alt(n);
  init_pairs<<<(n + 255) / 256, 256>>>(k_in.ptr, v_in.ptr, n);
  CHECK(cudaGetLastError());

  cub::DoubleBuffer<std::uint32_t> d_keys(k_in, k_alt);
  cub::DoubleBuffer<int> d_vals(v_in, v_alt);
  CHECK(util::with_temp_storage([&](void* tmp, size_t& bytes) {
    return cub::DeviceRadixSort::SortPairs(tmp, bytes, d_keys, d_vals, n, 0, 12);
  }));

  // descending sort of a copy, with explicit in/out arrays
  util::DeviceBuffer<std::uint32_t> k_desc(n);
  util::DeviceBuffer<int> v_desc(n);
  CHECK(util::with_temp_storage([&](void* tmp, size_t& bytes) {
    return cub::DeviceRadixSort::SortPairsDescending(tmp, bytes, d_keys.Current(), k_desc.ptr,
                                                     d_vals.Current(), v_desc.ptr, n);
  }));

  // segmented reductions over fixed-size segments of values (as floats)
  const int num_segments = 64;
  std::vector<int> h_offsets(num_segments + 1);
  for (int s = 0; s <= num_segments; ++s) h_offsets[s] = s * (n / num_segments);
  util::DeviceBuffer<int> offsets(num_segments + 1);
  CHECK(cudaMemcpy(offsets.ptr, h_offsets.data(), h_offsets.size() * sizeof(int),
                   cudaMemcpyHostToDevice));
  util::DeviceBuffer<int> seg_sum(num_segments), seg_absmax(num_segments);
  CHECK(util::with_temp_storage([&](void* tmp, size_t& bytes) {
    return cub::DeviceSegmentedReduce::Sum(tmp, bytes, v_desc.ptr, seg_sum.ptr, num_segments,
                                           offsets.ptr, offsets.ptr + 1);
  }));
  CHECK(util::with_temp_storage([&](void* tmp, size_t& bytes) {
    return cub::DeviceSegmentedReduce::Reduce(tmp, bytes, v_desc.ptr, seg_absmax.ptr,
                                              num_segments, offsets.ptr, offsets.ptr + 1,
                                              AbsMax(), 0);
  }));

  util::DeviceBuffer<std::uint32_t> max_key(1);
  util::DeviceBuffer<long long> max_idx(1);
  CHECK(util::with_temp_storage([&](void* tmp, size_t& bytes) {
    return cub::DeviceReduce::ArgMax(tmp, bytes, k_desc.ptr, max_key.ptr, max_idx.ptr, n);
  }));

  std::vector<std::uint32_t> hk(4);
  std::vector<int> hs(4), hm(4);
  cub::KeyValuePair<long long, std::uint32_t> h_arg;
  CHECK(cudaMemcpy(hk.data(), k_desc.ptr, 4 * sizeof(std::uint32_t), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hs.data(), seg_sum.ptr, 4 * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hm.data(), seg_absmax.ptr, 4 * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&h_arg.value, max_key.ptr, sizeof(h_arg.value), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&h_arg.key, max_idx.ptr, sizeof(h_arg.key), cudaMemcpyDeviceToHost));
  std::printf("top keys %u %u %u %u (selector %d)\n", hk[0], hk[1], hk[2], hk[3],
              d_keys.selector);
  std::printf("seg sums %d %d | absmax %d %d | argmax key=%lld val=%u\n", hs[0], hs[1], hm[0],
              hm[1], h_arg.key, h_arg.value);
  return 0;
}
