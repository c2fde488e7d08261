// cuda_fp16.h: half and half2 arithmetic with conversions.
#include <cstdio>
#include <cuda_fp16.h>

__global__ void half_axpy(int n, __half a, const __half *x, __half *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = __hfma(a, x[i], y[i]);
}

__global__ void half2_scale(int n2, __half2 *v, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n2) v[i] = __hmul2(v[i], __float2half2_rn(s));
}

int main() {
  const int n = 256;
  __half hx[n], hy[n];
  for (int i = 0; i < n; ++i) {
    hx[i] = __float2half(i * 0.25f);
    hy[i] = __float2half(1.0f);
  }
  __half *dx, *dy;
  cudaMalloc(&dx, sizeof hx);
  cudaMalloc(&dy, sizeof hy);
  cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice);
  cudaMemcpy(dy, hy, sizeof hy, cudaMemcpyHostToDevice);
  half_axpy<<<n / 64, 64>>>(n, __float2half(2.0f), dx, dy);
  half2_scale<<<n / 128, 64>>>(n / 2, reinterpret_cast<__half2 *>(dy), 0.5f);
  cudaMemcpy(hy, dy, sizeof hy, cudaMemcpyDeviceToHost);
  cudaFree(dx);
  cudaFree(dy);
  float last = __half2float(hy[n - 1]);
  std::printf("%f\n", last);
  return last > 60.0f ? 0 : 1;
}
