// nvcc-flags: --expt-relaxed-constexpr
// Calling host constexpr functions (std::max, std::numeric_limits) from device code.
#include <algorithm>
#include <cstdio>
#include <limits>

constexpr int cube(int x) { return x * x * x; }

__global__ void limits_kernel(int *out) {
  out[0] = std::numeric_limits<int>::max();
  out[1] = std::max(cube(3), 20);
  out[2] = std::min(threadIdx.x, 5u);
}

int main() {
  int *d, h[3];
  cudaMalloc(&d, sizeof h);
  limits_kernel<<<1, 1>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  std::printf("%d %d %d\n", h[0], h[1], h[2]);
  return h[1] == 27 ? 0 : 1;
}
