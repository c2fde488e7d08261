// __managed__ variables and cudaMallocManaged unified memory.
#include <cstdio>

__managed__ int counter = 0;
__managed__ float weights[4] = {0.5f, 1.0f, 1.5f, 2.0f};

struct Particle {
  float x, v;
};

__global__ void step(Particle *ps, int n, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    ps[i].x += ps[i].v * dt * weights[i % 4];
    atomicAdd(&counter, 1);
  }
}

int main() {
  const int n = 100;
  Particle *ps;
  cudaMallocManaged(&ps, n * sizeof(Particle));
  for (int i = 0; i < n; ++i) ps[i] = {0.0f, static_cast<float>(i)};
  step<<<1, 128>>>(ps, n, 0.1f);
  cudaDeviceSynchronize();
  std::printf("counter=%d x[10]=%f\n", counter, ps[10].x);
  bool ok = counter == n;
  cudaFree(ps);
  return ok ? 0 : 1;
}
