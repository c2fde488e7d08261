// Monte Carlo and signal kernels on the CUDA math headers: a hand-rolled counter-based RNG
// (PCG/xorshift states kept in global memory, Box-Muller normals), cuComplex.h arithmetic,
// math_constants.h, and sincospif/erfcinvf device intrinsics.
#include <cstdint>
#include <cstdio>
#include <cuComplex.h>
#include <math_constants.h>
#include <vector>

struct curandState {
  std::uint64_t state, inc;
};
struct curandStatePhilox4_32_10_t {
  uint4 counter;
  uint2 key;
};

__host__ __device__ inline std::uint32_t pcg32(curandState *rng) {
  std::uint64_t old = rng->state;
  rng->state = old * 6364136223846793005ULL + (rng->inc | 1);
  std::uint32_t xorshifted = static_cast<std::uint32_t>(((old >> 18u) ^ old) >> 27u);
  std::uint32_t rot = static_cast<std::uint32_t>(old >> 59u);
  return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}
__device__ inline void curand_init(unsigned long long seed, unsigned long long seq, unsigned long long,
                                   curandState *s) {
  s->state = 0;
  s->inc = (seq << 1u) | 1u;
  pcg32(s);
  s->state += seed;
  pcg32(s);
}
__device__ inline void curand_init(unsigned long long seed, unsigned long long seq, unsigned long long,
                                   curandStatePhilox4_32_10_t *s) {
  s->counter = make_uint4(static_cast<unsigned>(seq), 0u, 0u, 0u);
  s->key = make_uint2(static_cast<unsigned>(seed), static_cast<unsigned>(seed >> 32));
}
__device__ inline float curand_uniform(curandState *s) { return (pcg32(s) >> 8) * (1.0f / 16777216.0f) + 1e-7f; }
__device__ inline uint4 philox_round(uint4 c, uint2 k) {
  unsigned hi0 = __umulhi(0xD2511F53u, c.x), lo0 = 0xD2511F53u * c.x;
  unsigned hi1 = __umulhi(0xCD9E8D57u, c.z), lo1 = 0xCD9E8D57u * c.z;
  return make_uint4(hi1 ^ c.y ^ k.x, lo1, hi0 ^ c.w ^ k.y, lo0);
}
__device__ inline float4 curand_normal4(curandStatePhilox4_32_10_t *s) {
  uint4 r = s->counter;
  uint2 k = s->key;
#pragma unroll
  for (int i = 0; i < 10; ++i) {
    r = philox_round(r, k);
    k.x += 0x9E3779B9u;
    k.y += 0xBB67AE85u;
  }
  if (++s->counter.x == 0) ++s->counter.y;
  float u1 = (r.x + 1.0f) * 2.3283064e-10f, u2 = r.y * 2.3283064e-10f;
  float u3 = (r.z + 1.0f) * 2.3283064e-10f, u4 = r.w * 2.3283064e-10f;
  float m1 = sqrtf(-2.0f * logf(u1)), m2 = sqrtf(-2.0f * logf(u3));
  float s1, c1, s2, c2;
  sincospif(2.0f * u2, &s1, &c1);
  sincospif(2.0f * u4, &s2, &c2);
  return make_float4(m1 * c1, m1 * s1, m2 * c2, m2 * s2);
}

__global__ void setup_states(curandState *state, unsigned long long seed) {
  int id = threadIdx.x + blockIdx.x * blockDim.x;
  curand_init(seed, id, 0, &state[id]);
}

__global__ void setup_philox(curandStatePhilox4_32_10_t *state, unsigned long long seed) {
  int id = threadIdx.x + blockIdx.x * blockDim.x;
  curand_init(seed, id, 0, &state[id]);
}

__global__ void estimate_pi(curandState *states, int samples, unsigned long long *inside) {
  int id = threadIdx.x + blockIdx.x * blockDim.x;
  curandState local = states[id];
  unsigned long long count = 0;
  for (int i = 0; i < samples; ++i) {
    float x = curand_uniform(&local);
    float y = curand_uniform(&local);
    count += (x * x + y * y <= 1.0f);
  }
  states[id] = local;
  atomicAdd(inside, count);
}

__global__ void option_paths(curandStatePhilox4_32_10_t *states, float *payoff, float S0, float K, float r,
                             float sigma, float T, int paths_per_thread) {
  int id = threadIdx.x + blockIdx.x * blockDim.x;
  curandStatePhilox4_32_10_t local = states[id];
  float sum = 0.f;
  for (int p = 0; p < paths_per_thread; p += 4) {
    float4 z = curand_normal4(&local);
    float zs[4] = {z.x, z.y, z.z, z.w};
    for (int k = 0; k < 4; ++k) {
      float ST = S0 * expf((r - 0.5f * sigma * sigma) * T + sigma * sqrtf(T) * zs[k]);
      sum += fmaxf(ST - K, 0.f);
    }
  }
  payoff[id] = expf(-r * T) * sum / paths_per_thread;
  states[id] = local;
}

__global__ void twiddle(cuFloatComplex *x, int n) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k >= n) return;
  float s, c;
  sincospif(-2.0f * k / n, &s, &c);
  cuFloatComplex w = make_cuFloatComplex(c, s);
  x[k] = cuCmulf(x[k], w);
  x[k] = cuCaddf(x[k], cuConjf(w));
  float mag = cuCabsf(x[k]);
  if (mag > CUDART_PI_F) x[k] = make_cuFloatComplex(cuCrealf(x[k]) / mag, cuCimagf(x[k]) / mag);
}

__global__ void gaussian_quantiles(float *q, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) q[i] = -CUDART_SQRT_TWO_F * erfcinvf(2.0f * (i + 0.5f) / n);
}

int main() {
  const int threads = 128, blocks = 64, total = threads * blocks;
  curandState *states;
  curandStatePhilox4_32_10_t *philox;
  unsigned long long *inside, h_inside = 0;
  float *payoff;
  cudaMalloc(&states, total * sizeof(curandState));
  cudaMalloc(&philox, total * sizeof(curandStatePhilox4_32_10_t));
  cudaMalloc(&inside, sizeof(unsigned long long));
  cudaMalloc(&payoff, total * sizeof(float));
  cudaMemset(inside, 0, sizeof(unsigned long long));
  setup_states<<<blocks, threads>>>(states, 1234ULL);
  setup_philox<<<blocks, threads>>>(philox, 42ULL);
  estimate_pi<<<blocks, threads>>>(states, 1000, inside);
  option_paths<<<blocks, threads>>>(philox, payoff, 100.f, 100.f, 0.05f, 0.2f, 1.f, 256);
  cuFloatComplex *x;
  cudaMalloc(&x, 1024 * sizeof(cuFloatComplex));
  twiddle<<<4, 256>>>(x, 1024);
  gaussian_quantiles<<<4, 256>>>(payoff, 1024);
  cudaMemcpy(&h_inside, inside, sizeof h_inside, cudaMemcpyDeviceToHost);
  std::vector<float> h_pay(total);
  cudaMemcpy(h_pay.data(), payoff, total * sizeof(float), cudaMemcpyDeviceToHost);
  cuDoubleComplex a = make_cuDoubleComplex(1.0, 2.0), b = make_cuDoubleComplex(3.0, -1.0);
  cuDoubleComplex c = cuCmul(a, b);
  std::printf("pi~%f c=(%g,%g)\n", 4.0 * h_inside / (1000.0 * total), cuCreal(c), cuCimag(c));
  cudaFree(states);
  cudaFree(philox);
  cudaFree(inside);
  cudaFree(payoff);
  cudaFree(x);
  return 0;
}
