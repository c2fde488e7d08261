// <map>: a histogram computed on the GPU and reported through an ordered map.
#include <cstdio>
#include <map>
#include <string>

__global__ void histogram(const unsigned char *data, int n, unsigned *bins) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&bins[data[i] % 8], 1u);
}

int main() {
  const int n = 10000;
  unsigned char host[n];
  for (int i = 0; i < n; ++i) host[i] = static_cast<unsigned char>(i * 31);
  unsigned char *d_data;
  unsigned *d_bins;
  cudaMalloc(&d_data, n);
  cudaMalloc(&d_bins, 8 * sizeof(unsigned));
  cudaMemset(d_bins, 0, 8 * sizeof(unsigned));
  cudaMemcpy(d_data, host, n, cudaMemcpyHostToDevice);
  histogram<<<(n + 255) / 256, 256>>>(d_data, n, d_bins);
  unsigned bins[8];
  cudaMemcpy(bins, d_bins, sizeof bins, cudaMemcpyDeviceToHost);
  std::map<std::string, unsigned> named;
  for (int b = 0; b < 8; ++b) named["bin" + std::to_string(b)] = bins[b];
  unsigned total = 0;
  for (const auto &[name, count] : named) {
    std::printf("%s: %u\n", name.c_str(), count);
    total += count;
  }
  cudaFree(d_data);
  cudaFree(d_bins);
  return total == n ? 0 : 1;
}
