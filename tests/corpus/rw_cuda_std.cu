// nvcc-flags: -std=c++17
// libcu++: cuda::std::atomic_ref / atomic in device code, cuda::atomic with thread scopes,
// cuda::std::array, cuda::std::span, cuda::std::tuple, <cuda/std/limits> and <cuda/std/cmath>.
#include <cstdio>
#include <cuda/atomic>
#include <cuda/std/array>
#include <cuda/std/atomic>
#include <cuda/std/cmath>
#include <cuda/std/cstdint>
#include <cuda/std/limits>
#include <cuda/std/span>
#include <cuda/std/tuple>
#include <cuda/std/type_traits>
#include <cuda/std/utility>

template <typename T, cuda::std::size_t N>
__host__ __device__ constexpr T sum(const cuda::std::array<T, N> &a) {
  T s{};
  for (cuda::std::size_t i = 0; i < N; ++i) s += a[i];
  return s;
}

__host__ __device__ cuda::std::tuple<float, float> minmax(cuda::std::span<const float> xs) {
  float lo = cuda::std::numeric_limits<float>::max();
  float hi = cuda::std::numeric_limits<float>::lowest();
  for (float x : xs) {
    lo = cuda::std::fmin(lo, x);
    hi = cuda::std::fmax(hi, x);
  }
  return cuda::std::make_tuple(lo, hi);
}

__global__ void stats(const float *data, int n, float *out, cuda::atomic<int, cuda::thread_scope_device> *count,
                      cuda::std::uint32_t *bits) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  constexpr cuda::std::array<int, 4> weights{1, 2, 3, 4};
  static_assert(sum(weights) == 10, "constexpr array sum");
  if (i < n) {
    count->fetch_add(1, cuda::std::memory_order_relaxed);
    cuda::std::atomic_ref<cuda::std::uint32_t> ref(*bits);
    ref.fetch_or(1u << (i % 32), cuda::std::memory_order_relaxed);
  }
  if (i == 0) {
    auto [lo, hi] = minmax(cuda::std::span<const float>(data, static_cast<cuda::std::size_t>(n)));
    out[0] = lo;
    out[1] = hi;
    out[2] = static_cast<float>(weights[threadIdx.x % weights.size()]);
  }
}

__global__ void flag_wait(cuda::std::atomic<int> *flag, int *payload) {
  if (blockIdx.x == 0 && threadIdx.x == 0) {
    *payload = 42;
    flag->store(1, cuda::std::memory_order_release);
  }
}

int main() {
  const int n = 1000;
  float *data, *out;
  cuda::atomic<int, cuda::thread_scope_device> *count;
  cuda::std::uint32_t *bits;
  cudaMallocManaged(&data, n * sizeof(float));
  cudaMallocManaged(&out, 3 * sizeof(float));
  cudaMallocManaged(&count, sizeof(*count));
  cudaMallocManaged(&bits, sizeof(*bits));
  new (count) cuda::atomic<int, cuda::thread_scope_device>(0);
  *bits = 0;
  for (int i = 0; i < n; ++i) data[i] = cuda::std::sin(static_cast<float>(i));
  stats<<<(n + 255) / 256, 256>>>(data, n, out, count, bits);
  cuda::std::atomic<int> *flag;
  int *payload;
  cudaMallocManaged(&flag, sizeof(*flag));
  cudaMallocManaged(&payload, sizeof(int));
  flag->store(0);
  flag_wait<<<1, 32>>>(flag, payload);
  cudaDeviceSynchronize();
  auto host_mm = minmax(cuda::std::span<const float>(data, n));
  std::printf("count=%d bits=%x min=%g max=%g host=%g payload=%d\n", count->load(), *bits, out[0],
              out[1], cuda::std::get<0>(host_mm), *payload);
  static_assert(cuda::std::is_same_v<cuda::std::tuple_element_t<1, cuda::std::tuple<int, float>>, float>, "");
  cudaFree(data);
  cudaFree(out);
  cudaFree(count);
  cudaFree(bits);
  cudaFree(flag);
  cudaFree(payload);
  return 0;
}
