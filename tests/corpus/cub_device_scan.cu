// cub: DeviceScan::InclusiveSum / ExclusiveSum with the two-phase temp-storage protocol.
#include <cstdio>
#include <cub/device/device_scan.cuh>

int main() {
  const int n = 1 << 12;
  int *d_in, *d_out;
  cudaMalloc(&d_in, n * sizeof(int));
  cudaMalloc(&d_out, n * sizeof(int));
  int *h = new int[n];
  for (int i = 0; i < n; ++i) h[i] = 1;
  cudaMemcpy(d_in, h, n * sizeof(int), cudaMemcpyHostToDevice);
  void *temp = nullptr;
  size_t temp_bytes = 0;
  cub::DeviceScan::InclusiveSum(temp, temp_bytes, d_in, d_out, n);
  cudaMalloc(&temp, temp_bytes);
  cub::DeviceScan::InclusiveSum(temp, temp_bytes, d_in, d_out, n);
  int last = 0;
  cudaMemcpy(&last, d_out + n - 1, sizeof last, cudaMemcpyDeviceToHost);
  cub::DeviceScan::ExclusiveSum(temp, temp_bytes, d_in, d_out, n);
  int first = -1;
  cudaMemcpy(&first, d_out, sizeof first, cudaMemcpyDeviceToHost);
  cudaFree(temp);
  cudaFree(d_in);
  cudaFree(d_out);
  delete[] h;
  std::printf("last=%d first=%d\n", last, first);
  return last == n && first == 0 ? 0 : 1;
}
