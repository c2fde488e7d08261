// <functional>: std::function callbacks selecting which kernel to launch.
#include <cstdio>
#include <functional>
#include <vector>

__global__ void scale(float *p, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] *= s;
}

__global__ void offset(float *p, int n, float o) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += o;
}

using Stage = std::function<void(float *, int)>;

void launch_scale(float *p, int n, float s) { scale<<<(n + 127) / 128, 128>>>(p, n, s); }

int main() {
  const int n = 512;
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  cudaMemset(d, 0, n * sizeof(float));
  std::vector<Stage> pipeline;
  pipeline.push_back([](float *p, int m) { offset<<<(m + 127) / 128, 128>>>(p, m, 1.0f); });
  pipeline.push_back(std::bind(launch_scale, std::placeholders::_1, std::placeholders::_2, 3.0f));
  for (auto &stage : pipeline) stage(d, n);
  float first = 0;
  cudaMemcpy(&first, d, sizeof first, cudaMemcpyDeviceToHost);
  cudaFree(d);
  std::printf("%f\n", first);
  return first == 3.0f ? 0 : 1;
}
