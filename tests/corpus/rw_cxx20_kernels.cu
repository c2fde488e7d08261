// nvcc-flags: -std=c++20
// C++20 in kernels and host code: concepts and requires-clauses on kernel templates,
// abbreviated function templates, consteval, designated initializers, <bit>, <numbers>,
// three-way comparison, constinit, and template lambdas.
#include <bit>
#include <compare>
#include <concepts>
#include <cstdint>
#include <cstdio>
#include <numbers>
#include <type_traits>

template <typename T>
concept Arithmetic = std::integral<T> || std::floating_point<T>;

template <typename F, typename T>
concept UnaryOp = requires(F f, T x) {
  { f(x) } -> std::convertible_to<T>;
};

consteval int log2_ceil(unsigned v) { return v <= 1 ? 0 : 1 + log2_ceil((v + 1) / 2); }

struct LaunchConfig {
  unsigned grid = 1;
  unsigned block = 256;
  std::size_t shmem = 0;
  cudaStream_t stream = nullptr;
};

struct Version {
  int major, minor;
  auto operator<=>(const Version &) const = default;
};

template <Arithmetic T, UnaryOp<T> Op>
__global__ void apply(T *data, int n, Op op) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = op(data[i]);
}

template <typename T>
  requires(sizeof(T) == 4)
__global__ void bitcount(const T *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = __popc(*reinterpret_cast<const std::uint32_t *>(in + i));
}

struct Scale {
  float s;
  __host__ __device__ float operator()(float x) const { return s * x; }
};

__host__ __device__ constexpr auto clamp01(std::floating_point auto x) {
  return x < 0 ? decltype(x)(0) : (x > 1 ? decltype(x)(1) : x);
}

constinit int g_launches = 0;

template <Arithmetic T, typename Op>
void launch(const LaunchConfig &cfg, T *d, int n, Op op) {
  apply<<<cfg.grid, cfg.block, cfg.shmem, cfg.stream>>>(d, n, op);
  ++g_launches;
}

int main() {
  constexpr int shift = log2_ceil(1000);
  static_assert(shift == 10);
  static_assert(std::has_single_bit(256u));
  static_assert(Version{13, 0} > Version{12, 9});
  static_assert(clamp01(1.5) == 1.0);
  const int n = 1 << shift;
  float *d;
  int *counts;
  cudaMalloc(&d, n * sizeof(float));
  cudaMalloc(&counts, n * sizeof(int));
  cudaMemset(d, 0, n * sizeof(float));
  LaunchConfig cfg{.grid = (n + 255) / 256, .block = 256};
  launch(cfg, d, n, Scale{.s = static_cast<float>(std::numbers::pi)});
  bitcount<<<cfg.grid, cfg.block>>>(d, counts, n);
  auto pick = []<typename T>(T a, T b) { return a < b ? b : a; };
  cudaDeviceSynchronize();
  std::printf("launches=%d pi=%.5f pick=%d\n", g_launches, std::numbers::pi, pick(3, 4));
  cudaFree(d);
  cudaFree(counts);
  return 0;
}
