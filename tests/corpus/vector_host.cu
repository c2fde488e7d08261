// <vector>: host vectors staging data for a SAXPY kernel.
#include <cstdio>
#include <vector>

__global__ void saxpy(int n, float a, const float *x, float *y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}

int main() {
  const int n = 1 << 16;
  std::vector<float> x(n, 1.0f), y(n, 2.0f);
  float *dx, *dy;
  cudaMalloc(&dx, n * sizeof(float));
  cudaMalloc(&dy, n * sizeof(float));
  cudaMemcpy(dx, x.data(), x.size() * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dy, y.data(), y.size() * sizeof(float), cudaMemcpyHostToDevice);
  saxpy<<<64, 256>>>(n, 3.0f, dx, dy);
  cudaMemcpy(y.data(), dy, y.size() * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(dx);
  cudaFree(dy);
  std::vector<std::vector<int>> grid(4, std::vector<int>(4));
  grid[1].push_back(7);
  grid.emplace_back(2, 9);
  std::printf("y[0]=%f rows=%zu\n", y[0], grid.size());
  return y[n - 1] == 5.0f ? 0 : 1;
}
