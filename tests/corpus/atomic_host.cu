// <atomic>: host std::atomic counters next to device atomics (atomicAdd, atomicCAS, atomicMax).
#include <atomic>
#include <cstdio>
#include <thread>
#include <vector>

__device__ float atomic_mul(float *addr, float factor) {
  int *as_int = reinterpret_cast<int *>(addr);
  int old = *as_int, assumed;
  do {
    assumed = old;
    old = atomicCAS(as_int, assumed, __float_as_int(__int_as_float(assumed) * factor));
  } while (assumed != old);
  return __int_as_float(old);
}

__global__ void combine(int *sum, int *maxv, float *prod) {
  int v = threadIdx.x + 1;
  atomicAdd(sum, v);
  atomicMax(maxv, v);
  if (threadIdx.x < 4) atomic_mul(prod, 2.0f);
}

int main() {
  std::atomic<int> launches{0};
  std::vector<std::thread> workers;
  for (int t = 0; t < 2; ++t)
    workers.emplace_back([&launches] {
      int *d;
      cudaMalloc(&d, 2 * sizeof(int) + sizeof(float));
      cudaMemset(d, 0, 2 * sizeof(int));
      float one = 1.0f;
      cudaMemcpy(d + 2, &one, sizeof one, cudaMemcpyHostToDevice);
      combine<<<1, 32>>>(d, d + 1, reinterpret_cast<float *>(d + 2));
      cudaDeviceSynchronize();
      cudaFree(d);
      launches.fetch_add(1, std::memory_order_relaxed);
    });
  for (auto &w : workers) w.join();
  std::printf("launches=%d\n", launches.load());
  return launches == 2 ? 0 : 1;
}
