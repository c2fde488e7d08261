// nvcc-flags: -std=c++17
#include <cuda/atomic>
#include <cuda/std/atomic>
#include <cuda/std/array>
#include <cuda/std/span>
#include <cuda/std/tuple>
#include <cuda/std/limits>
#include <cuda/std/chrono>
#include <cstdio>
__global__ void count(cuda::std::span<const int> in, cuda::atomic<int, cuda::thread_scope_device> *c) {
  for (int i = threadIdx.x; i < (int)in.size(); i += blockDim.x) if (in[i] > 0) c->fetch_add(1, cuda::std::memory_order_relaxed);
}
__host__ __device__ cuda::std::tuple<int, float> pair_of(int a) { return {a, a * 0.5f}; }
__global__ void arr(cuda::std::array<float, 4> a, float *out) { auto [i, f] = pair_of(threadIdx.x); out[threadIdx.x] = a[i % 4] + f + cuda::std::numeric_limits<float>::epsilon(); }
int main() {
  cuda::std::atomic<int> h{0}; h.fetch_add(2);
  auto d = cuda::std::chrono::milliseconds(5);
  printf("%d %lld\n", h.load(), (long long)d.count());
  return 0;
}
