// <memory>: RAII device buffers through unique_ptr/shared_ptr with custom deleters.
#include <cstdio>
#include <memory>

struct CudaFree {
  void operator()(void *p) const { cudaFree(p); }
};

template <typename T>
using device_ptr = std::unique_ptr<T[], CudaFree>;

template <typename T>
device_ptr<T> make_device(size_t n) {
  T *raw = nullptr;
  cudaMalloc(&raw, n * sizeof(T));
  return device_ptr<T>(raw);
}

__global__ void fill(int *p, int n, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v + i;
}

int main() {
  const int n = 1000;
  auto buf = make_device<int>(n);
  fill<<<(n + 255) / 256, 256>>>(buf.get(), n, 10);
  auto host = std::make_unique<int[]>(n);
  cudaMemcpy(host.get(), buf.get(), n * sizeof(int), cudaMemcpyDeviceToHost);
  std::shared_ptr<int> shared(new int(host[n - 1]));
  std::weak_ptr<int> weak = shared;
  std::printf("last=%d use_count=%ld\n", *weak.lock(), shared.use_count());
  return *shared == 10 + n - 1 ? 0 : 1;
}
