// <chrono>: wall-clock timing compared against CUDA events.
#include <chrono>
#include <cstdio>

__global__ void busy(float *out, int iterations) {
  float x = threadIdx.x;
  for (int i = 0; i < iterations; ++i) x = x * 0.999f + 0.001f;
  out[blockIdx.x * blockDim.x + threadIdx.x] = x;
}

int main() {
  using clock = std::chrono::steady_clock;
  float *d;
  cudaMalloc(&d, 1024 * sizeof(float));
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  auto t0 = clock::now();
  cudaEventRecord(start);
  busy<<<4, 256>>>(d, 100000);
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  auto t1 = clock::now();
  float gpu_ms = 0;
  cudaEventElapsedTime(&gpu_ms, start, stop);
  auto host_us = std::chrono::duration_cast<std::chrono::microseconds>(t1 - t0).count();
  std::chrono::duration<double, std::milli> host_ms = t1 - t0;
  std::printf("gpu %.3f ms, host %lld us (%.3f ms)\n", gpu_ms, static_cast<long long>(host_us),
              host_ms.count());
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  cudaFree(d);
  return 0;
}
