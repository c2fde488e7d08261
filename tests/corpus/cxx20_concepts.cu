// nvcc-flags: -std=c++20
// C++20 in CUDA: concepts constraining kernels, consteval, designated initializers, <span>.
#include <concepts>
#include <cstdio>
#include <span>

template <typename T>
concept Numeric = std::integral<T> || std::floating_point<T>;

template <Numeric T>
__global__ void clamp_all(T *p, int n, T lo, T hi) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = p[i] < lo ? lo : (p[i] > hi ? hi : p[i]);
}

consteval int block_size() { return 128; }

struct Config {
  int blocks;
  int threads;
  bool verbose;
};

template <Numeric T>
void clamp(std::span<T> host, T lo, T hi, Config cfg) {
  T *d;
  cudaMalloc(&d, host.size_bytes());
  cudaMemcpy(d, host.data(), host.size_bytes(), cudaMemcpyHostToDevice);
  clamp_all<<<cfg.blocks, cfg.threads>>>(d, static_cast<int>(host.size()), lo, hi);
  cudaMemcpy(host.data(), d, host.size_bytes(), cudaMemcpyDeviceToHost);
  cudaFree(d);
  if (cfg.verbose) std::printf("clamped %zu values\n", host.size());
}

int main() {
  int values[] = {-5, 3, 12, 7, 100};
  clamp(std::span<int>(values), 0, 10, Config{.blocks = 1, .threads = block_size(), .verbose = true});
  auto cmp = values[0] <=> values[1];
  return values[2] == 10 && cmp < 0 ? 0 : 1;
}
