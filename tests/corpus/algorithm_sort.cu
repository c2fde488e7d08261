// <algorithm>: host sort/transform/min_element around a bitonic kernel on one block.
#include <algorithm>
#include <cstdio>
#include <vector>

__global__ void bitonic_step(int *data, int j, int k) {
  unsigned i = threadIdx.x + blockDim.x * blockIdx.x;
  unsigned ixj = i ^ j;
  if (ixj > i) {
    bool up = (i & k) == 0;
    if ((data[i] > data[ixj]) == up) {
      int t = data[i];
      data[i] = data[ixj];
      data[ixj] = t;
    }
  }
}

int main() {
  const int n = 1024;
  std::vector<int> v(n);
  for (int i = 0; i < n; ++i) v[i] = (i * 7919) % n;
  std::vector<int> expected = v;
  std::sort(expected.begin(), expected.end());
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemcpy(d, v.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  for (int k = 2; k <= n; k <<= 1)
    for (int j = k >> 1; j > 0; j >>= 1) bitonic_step<<<n / 256, 256>>>(d, j, k);
  cudaMemcpy(v.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  auto lo = std::min_element(v.begin(), v.end());
  std::reverse(expected.begin(), expected.end());
  std::reverse(expected.begin(), expected.end());
  bool same = std::equal(v.begin(), v.end(), expected.begin());
  std::printf("min=%d same=%d\n", *lo, same);
  return std::is_sorted(v.begin(), v.end()) ? 0 : 1;
}
