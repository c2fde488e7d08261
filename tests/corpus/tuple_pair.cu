// nvcc-flags: -std=c++20
// <tuple>/<utility>: structured bindings, std::apply and tuple returns (C++20 dialect).
#include <cstdio>
#include <tuple>
#include <utility>

__global__ void minmax_kernel(const int *v, int n, int *out) {
  int lo = v[0], hi = v[0];
  for (int i = 1; i < n; ++i) {
    lo = min(lo, v[i]);
    hi = max(hi, v[i]);
  }
  out[0] = lo;
  out[1] = hi;
}

std::tuple<int, int, bool> device_minmax(const int *host, int n) {
  int *d_v, *d_out, out[2];
  cudaMalloc(&d_v, n * sizeof(int));
  cudaMalloc(&d_out, 2 * sizeof(int));
  cudaMemcpy(d_v, host, n * sizeof(int), cudaMemcpyHostToDevice);
  minmax_kernel<<<1, 1>>>(d_v, n, d_out);
  bool ok = cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost) == cudaSuccess;
  cudaFree(d_v);
  cudaFree(d_out);
  return {out[0], out[1], ok};
}

int main() {
  int data[] = {4, -2, 17, 8, 0};
  auto [lo, hi, ok] = device_minmax(data, 5);
  auto sum = std::apply([](auto... xs) { return (xs + ...); }, std::make_tuple(1, 2, 3));
  std::pair<int, int> p = std::make_pair(lo, hi);
  std::printf("%d %d %d %d\n", p.first, p.second, sum, std::get<0>(std::tuple{5, 'c'}));
  return ok && lo == -2 && hi == 17 ? 0 : 1;
}
