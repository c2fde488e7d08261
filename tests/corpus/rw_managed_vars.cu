// __managed__ globals read and written from host code (unified memory), a managed struct array,
// cudaMallocManaged buffers with prefetch/advise, and __device__ counters copied by symbol.
#include <cstdio>
#include <cstring>

struct Particle {
  float pos[3];
  float vel[3];
  int alive;
};

constexpr int kMaxParticles = 1024;

__managed__ int g_step = 0;
__managed__ float g_dt = 0.01f;
__managed__ Particle g_particles[kMaxParticles];
__managed__ unsigned long long g_alive_count;
__device__ unsigned int d_dead_count;

__global__ void integrate(int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Particle &p = g_particles[i];
  if (!p.alive) return;
  for (int k = 0; k < 3; ++k) {
    p.vel[k] += (k == 1 ? -9.81f : 0.f) * g_dt;
    p.pos[k] += p.vel[k] * g_dt;
  }
  if (p.pos[1] < 0.f) {
    p.alive = 0;
    atomicAdd(&d_dead_count, 1u);
  } else {
    atomicAdd(&g_alive_count, 1ull);
  }
  if (i == 0) g_step += 1;
}

template <typename T>
T *managed_alloc(size_t n, int device) {
  T *p = nullptr;
  cudaMallocManaged(&p, n * sizeof(T), cudaMemAttachGlobal);
  cudaMemLocation loc{};
  loc.type = cudaMemLocationTypeDevice;
  loc.id = device;
  cudaMemAdvise(p, n * sizeof(T), cudaMemAdviseSetPreferredLocation, loc);
  return p;
}

__global__ void fill(float *buf, int n, float v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) buf[i] = v + g_step;
}

int main() {
  int device = 0;
  cudaGetDevice(&device);
  for (int i = 0; i < kMaxParticles; ++i) {
    Particle &p = g_particles[i];
    std::memset(&p, 0, sizeof p);
    p.pos[1] = 1.0f + 0.001f * i;
    p.vel[0] = 1.0f;
    p.alive = 1;
  }
  g_dt = 0.02f;
  unsigned int zero = 0;
  cudaMemcpyToSymbol(d_dead_count, &zero, sizeof zero);
  for (int s = 0; s < 100; ++s) {
    g_alive_count = 0;
    integrate<<<(kMaxParticles + 127) / 128, 128>>>(kMaxParticles);
    cudaDeviceSynchronize();
    if (g_alive_count == 0) break;
  }
  unsigned int dead = 0;
  cudaMemcpyFromSymbol(&dead, d_dead_count, sizeof dead);
  float *buf = managed_alloc<float>(4096, device);
  fill<<<16, 256>>>(buf, 4096, 1.0f);
  cudaDeviceSynchronize();
  float first = buf[0];
  int *step_ptr = &g_step;
  std::printf("steps=%d (%d) dead=%u alive=%llu buf0=%g x0=%g\n", g_step, *step_ptr, dead,
              g_alive_count, first, g_particles[0].pos[0]);
  cudaFree(buf);
  return g_step > 0 ? 0 : 1;
}
