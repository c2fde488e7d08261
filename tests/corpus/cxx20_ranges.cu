// nvcc-flags: -std=c++20
// C++20 ranges and views on the host, a concept-constrained kernel template.
#include <ranges>
#include <vector>
#include <span>
#include <algorithm>
#include <cstdio>
template <typename T> concept Arith = std::is_arithmetic_v<T>;
template <Arith T> __global__ void axpy(T a, const T *x, T *y, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) y[i] += a * x[i]; }
constexpr int sq(int x) { return x * x; }
int main() {
  std::vector<int> v{5, 3, 1, 4};
  auto evens = v | std::views::filter([](int x) { return x % 2 == 0; }) | std::views::transform(sq);
  for (int e : evens) printf("%d ", e);
  std::ranges::sort(v);
  std::span<int> s(v);
  float *x, *y; cudaMalloc(&x, 64); cudaMalloc(&y, 64);
  axpy<<<1, 16>>>(2.f, x, y, 16);
  printf("%d\n", s[0]);
  return 0;
}
