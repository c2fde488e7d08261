// __constant__ memory: filter coefficients uploaded with cudaMemcpyToSymbol.
#include <cstdio>

#define RADIUS 3
__constant__ float coeffs[2 * RADIUS + 1];
__constant__ int signal_length;

__global__ void convolve(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= signal_length) return;
  float acc = 0.0f;
  for (int k = -RADIUS; k <= RADIUS; ++k) {
    int j = i + k;
    if (j >= 0 && j < signal_length) acc += coeffs[k + RADIUS] * in[j];
  }
  out[i] = acc;
}

int main() {
  const float h_coeffs[2 * RADIUS + 1] = {1, 2, 3, 4, 3, 2, 1};
  const int n = 2048;
  cudaMemcpyToSymbol(coeffs, h_coeffs, sizeof h_coeffs);
  cudaMemcpyToSymbol(signal_length, &n, sizeof n);
  float *in, *out;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  cudaMemset(in, 0, n * sizeof(float));
  convolve<<<n / 256, 256>>>(in, out);
  float check[2 * RADIUS + 1];
  cudaMemcpyFromSymbol(check, coeffs, sizeof check);
  cudaFree(in);
  cudaFree(out);
  std::printf("%f\n", check[RADIUS]);
  return check[RADIUS] == 4.0f ? 0 : 1;
}
