// nvcc-flags: -std=c++17
#include <type_traits>
#include <utility>
#include <functional>
#include <cstdio>
template <typename T, typename = std::enable_if_t<std::is_floating_point_v<T>>>
__device__ T clampf(T v) { return v < T(0) ? T(0) : v > T(1) ? T(1) : v; }
template <typename... Ts> __host__ __device__ constexpr auto sum(Ts... xs) { return (xs + ... + 0); }
template <typename T> struct tag {};
template <typename T> __device__ int kind(tag<T>) { return 0; }
__device__ int kind(tag<float>) { return 1; }
template <int N, typename F> __device__ void unroll(F &&f) { if constexpr (N > 0) { unroll<N - 1>(f); f(N - 1); } }
template <typename T> struct Add { __host__ __device__ T operator()(T a, T b) const { return a + b; } };
template <typename T, int BLOCK = 128, typename Op = Add<T>>
__global__ void reduce(const T *in, T *out, int n, Op op = Op{}) {
  __shared__ T s[BLOCK];
  int t = threadIdx.x;
  s[t] = t < n ? in[t] : T{};
  __syncthreads();
  for (int k = BLOCK / 2; k > 0; k >>= 1) { if (t < k) s[t] = op(s[t], s[t + k]); __syncthreads(); }
  if (t == 0) *out = s[0] + T(kind(tag<T>{}));
}
template <typename... Args> __global__ void variadic(int *o, Args... a) { o[threadIdx.x] = sum(a...); }
constexpr unsigned long long operator""_KiB(unsigned long long v) { return v * 1024; }
int main() {
  float *in, *out; cudaMalloc(&in, 512); cudaMalloc(&out, 4);
  reduce<float><<<1, 128>>>(in, out, 100);
  reduce<int, 64, Add<int>><<<1, 64>>>(nullptr, nullptr, 10);
  int *o; cudaMalloc(&o, 128);
  variadic<<<1, 32>>>(o, 1, 2, 3);
  static_assert(sum(1, 2, 3) == 6, "fold");
  static_assert(4_KiB == 4096, "udl");
  printf("%llu\n", 2_KiB);
  return 0;
}
