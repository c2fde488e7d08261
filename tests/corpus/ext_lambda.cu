// nvcc-flags: --extended-lambda
// Extended lambdas: __device__ and __host__ __device__ lambdas passed to a generic kernel.
#include <cstdio>

template <typename F>
__global__ void for_each_index(int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) f(i);
}

template <typename F>
void parallel_for(int n, F f) {
  for_each_index<<<(n + 127) / 128, 128>>>(n, f);
}

int main() {
  const int n = 1000;
  float *x, *y;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  float a = 2.5f;
  parallel_for(n, [=] __device__(int i) {
    x[i] = static_cast<float>(i);
    y[i] = 1.0f;
  });
  parallel_for(n, [=] __device__(int i) { y[i] = a * x[i] + y[i]; });
  auto twice = [] __host__ __device__(float v) { return 2.0f * v; };
  parallel_for(n, [=] __device__(int i) { y[i] = twice(y[i]); });
  float last = 0;
  cudaMemcpy(&last, y + n - 1, sizeof last, cudaMemcpyDeviceToHost);
  cudaFree(x);
  cudaFree(y);
  std::printf("%f %f\n", last, twice(1.0f));
  return last == 2.0f * (a * (n - 1) + 1.0f) ? 0 : 1;
}
