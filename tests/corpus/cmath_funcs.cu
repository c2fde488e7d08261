// <cmath>: math functions on both sides, including float and double overloads.
#include <cmath>
#include <cstdio>

__device__ __host__ inline float gaussian(float x, float sigma) {
  return expf(-(x * x) / (2.0f * sigma * sigma)) / (sigma * sqrtf(2.0f * 3.14159265f));
}

__global__ void evaluate(const float *xs, float *ys, double *dist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = xs[i];
  ys[i] = gaussian(x, 1.5f) + sinf(x) * cosf(x) + fmaf(x, 2.0f, 1.0f);
  dist[i] = std::sqrt(static_cast<double>(x) * x + 1.0) + std::fabs(std::floor(x));
}

int main() {
  const int n = 256;
  float hx[n];
  for (int i = 0; i < n; ++i) hx[i] = (i - n / 2) * 0.05f;
  float *dx, *dy;
  double *dd;
  cudaMalloc(&dx, n * sizeof(float));
  cudaMalloc(&dy, n * sizeof(float));
  cudaMalloc(&dd, n * sizeof(double));
  cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice);
  evaluate<<<n / 64, 64>>>(dx, dy, dd, n);
  float hy[n];
  cudaMemcpy(hy, dy, sizeof hy, cudaMemcpyDeviceToHost);
  std::printf("%f %f\n", hy[n / 2], std::pow(2.0, 10.0));
  cudaFree(dx);
  cudaFree(dy);
  cudaFree(dd);
  return std::isfinite(hy[0]) ? 0 : 1;
}
