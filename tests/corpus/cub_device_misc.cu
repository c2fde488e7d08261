// nvcc-flags: -std=c++17
#include <cub/device/device_reduce.cuh>
#include <cub/device/device_select.cuh>
#include <cub/device/device_histogram.cuh>
#include <cub/device/device_segmented_reduce.cuh>
#include <cstdio>
struct Positive { __host__ __device__ bool operator()(const int &x) const { return x > 0; } };
int main() {
  int n = 100; int *in, *out, *nsel; cudaMalloc(&in, n * 4); cudaMalloc(&out, n * 4); cudaMalloc(&nsel, 4);
  void *tmp = nullptr; size_t bytes = 0;
  cub::DeviceReduce::Sum(tmp, bytes, in, out, n);
  cudaMalloc(&tmp, bytes); cub::DeviceReduce::Sum(tmp, bytes, in, out, n);
  size_t b2 = 0; cub::DeviceSelect::If(nullptr, b2, in, out, nsel, n, Positive());
  int *hist; cudaMalloc(&hist, 16 * 4); size_t b3 = 0;
  cub::DeviceHistogram::HistogramEven(nullptr, b3, in, hist, 17, 0, 100, n);
  int *offs; cudaMalloc(&offs, 3 * 4); size_t b4 = 0;
  cub::DeviceSegmentedReduce::Max(nullptr, b4, in, out, 2, offs, offs + 1);
  printf("%zu %zu %zu %zu\n", bytes, b2, b3, b4);
  return 0;
}
