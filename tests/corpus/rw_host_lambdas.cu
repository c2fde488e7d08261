// nvcc-flags: --extended-lambda -std=c++17
// Host-side std::function callbacks and generic lambdas next to __device__ and
// __host__ __device__ extended lambdas passed to kernel templates (the "forall" pattern of
// RAJA/Kokkos-like wrappers).
#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

template <typename F>
__global__ void forall_kernel(int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) f(i);
}

template <typename F>
void forall(int n, F &&f) {
  forall_kernel<<<(n + 255) / 256, 256>>>(n, std::forward<F>(f));
}

template <typename T, typename Op>
__global__ void map_kernel(T *data, int n, Op op) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    data[i] = op(data[i]);
}

struct Registry {
  std::map<std::string, std::function<void(float *, int)>> ops;
  void add(const std::string &name, std::function<void(float *, int)> fn) {
    ops.emplace(name, std::move(fn));
  }
  void run(const std::string &name, float *d, int n) const {
    auto it = ops.find(name);
    if (it != ops.end()) it->second(d, n);
  }
};

int main() {
  const int n = 1024;
  float *d = nullptr;
  cudaMalloc(&d, n * sizeof(float));
  float a = 2.0f, b = 1.0f;

  forall(n, [=] __device__(int i) { d[i] = a * i + b; });
  auto twice = [] __host__ __device__(float x) { return 2.0f * x; };
  map_kernel<<<4, 256>>>(d, n, twice);
  std::printf("host twice(3)=%g\n", twice(3.0f));

  Registry reg;
  reg.add("square", [](float *p, int m) {
    map_kernel<<<4, 256>>>(p, m, [] __device__(float x) { return x * x; });
  });
  reg.add("clamp", [lo = 0.0f, hi = 100.0f](float *p, int m) {
    map_kernel<<<4, 256>>>(p, m, [=] __device__(float x) { return fminf(fmaxf(x, lo), hi); });
  });
  reg.run("square", d, n);
  reg.run("clamp", d, n);

  std::vector<float> h(n);
  cudaMemcpy(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost);
  auto by_abs = [](auto x, auto y) { return std::abs(x) < std::abs(y); };
  auto mx = *std::max_element(h.begin(), h.end(), by_abs);
  int count = 0;
  std::for_each(h.begin(), h.end(), [&count](float v) mutable { count += v > 50.0f; });
  std::printf("max=%g count=%d\n", mx, count);
  cudaFree(d);
  return 0;
}
