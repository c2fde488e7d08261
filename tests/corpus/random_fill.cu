// <random>: host-side generation with std::mt19937 and a device LCG for comparison.
#include <cstdio>
#include <random>
#include <vector>

__device__ unsigned lcg(unsigned &state) {
  state = state * 1664525u + 1013904223u;
  return state;
}

__global__ void monte_carlo_pi(unsigned seed, int samples, unsigned long long *hits) {
  unsigned state = seed ^ (blockIdx.x * blockDim.x + threadIdx.x) * 2654435761u;
  unsigned local = 0;
  for (int i = 0; i < samples; ++i) {
    float x = (lcg(state) >> 8) * (1.0f / 16777216.0f);
    float y = (lcg(state) >> 8) * (1.0f / 16777216.0f);
    local += x * x + y * y <= 1.0f;
  }
  atomicAdd(hits, static_cast<unsigned long long>(local));
}

int main() {
  std::mt19937 gen(12345);
  std::uniform_int_distribution<unsigned> seed_dist;
  std::normal_distribution<float> noise(0.0f, 1.0f);
  std::vector<float> jitter(16);
  for (auto &j : jitter) j = noise(gen);
  unsigned long long *d_hits, hits = 0;
  cudaMalloc(&d_hits, sizeof hits);
  cudaMemset(d_hits, 0, sizeof hits);
  const int blocks = 32, threads = 128, samples = 1000;
  monte_carlo_pi<<<blocks, threads>>>(seed_dist(gen), samples, d_hits);
  cudaMemcpy(&hits, d_hits, sizeof hits, cudaMemcpyDeviceToHost);
  cudaFree(d_hits);
  double pi = 4.0 * hits / (static_cast<double>(blocks) * threads * samples);
  std::printf("pi ~ %f (jitter[0]=%f)\n", pi, jitter[0]);
  return pi > 3.0 && pi < 3.3 ? 0 : 1;
}
