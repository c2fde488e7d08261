// nvcc-flags: -std=c++17
// Batched radix-2 Stockham FFT on cuda::std::complex<float>, checked against a naive DFT that
// uses the legacy cuComplex.h API; twiddles in constant memory.
#include <cuda/std/complex>
#include <cuda/std/cmath>
#include <cuda/std/type_traits>
#include <cuComplex.h>
#include <cuda_runtime.h>
#include <cstdio>
#include <vector>
#include <cmath>
#include <complex>

#define CHECK_CUDA(expr)                                                                     \
  do {                                                                                       \
    const cudaError_t status_ = (expr);                                                      \
    if (status_ != cudaSuccess) {                                                            \
      std::fprintf(stderr, "[%s:%d] %s -> %s\n", __FILE__, __LINE__, #expr,                  \
                   cudaGetErrorName(status_));                                               \
      return EXIT_FAILURE;                                                                   \
    }                                                                                        \
  } while (false)

using cfloat = cuda::std::complex<float>;
static_assert(sizeof(cfloat) == sizeof(cuFloatComplex), "layout mismatch");
static_assert(alignof(cfloat) == alignof(cuFloatComplex), "alignment mismatch");

constexpr int kLogN = 10;
constexpr int kN = 1 << kLogN;
constexpr float kTwoPi = 6.283185307179586f;

__constant__ cfloat c_twiddle[kN / 2];

__device__ __forceinline__ cfloat to_std(cuFloatComplex z) { return cfloat(cuCrealf(z), cuCimagf(z)); }
__device__ __forceinline__ cuFloatComplex to_cu(cfloat z) { return make_cuFloatComplex(z.real(), z.imag()); }

// One Stockham pass: stride `s` doubles each pass, reading from `src` writing to `dst`.
__global__ void stockham_pass(const cfloat* __restrict__ src, cfloat* __restrict__ dst, int n, int s,
                              int batch) {
  const int b = blockIdx.y;
  if (b >= batch) return;
  const int half = n / 2;
  const cfloat* in = src + size_t(b) * n;
  cfloat* out = dst + size_t(b) * n;
  for (int t = blockIdx.x * blockDim.x + threadIdx.x; t < half; t += gridDim.x * blockDim.x) {
    const int p = t / s;   // group
    const int q = t % s;   // index within group
    const cfloat a = in[q + s * p];
    const cfloat c = in[q + s * (p + half / s)];
    const cfloat wc = (s == 1 ? cuda::std::polar(1.0f, -kTwoPi * float(p) / float(n)) : c_twiddle[(p * s) & (half - 1)]) * c;
    out[q + s * (2 * p)] = a + wc;
    out[q + s * (2 * p + 1)] = a - wc;
  }
}

__global__ void naive_dft(const cuFloatComplex* __restrict__ x, cuFloatComplex* __restrict__ y, int n) {
  const int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k >= n) return;
  cuFloatComplex acc = make_cuFloatComplex(0.f, 0.f);
  for (int j = 0; j < n; ++j) {
    float s, c;
    sincospif(-2.0f * float((long long)j * k % n) / float(n), &s, &c);
    acc = cuCaddf(acc, cuCmulf(x[j], make_cuFloatComplex(c, s)));
  }
  y[k] = acc;
}

template <typename T>
__global__ void spectrum_stats(const cuda::std::complex<T>* z, int n, T* energy, T* peak_phase) {
  __shared__ T s_energy[256];
  T local = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x) local += cuda::std::norm(z[i]);
  s_energy[threadIdx.x] = local;
  __syncthreads();
  for (int off = blockDim.x / 2; off > 0; off >>= 1) {
    if (threadIdx.x < off) s_energy[threadIdx.x] += s_energy[threadIdx.x + off];
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    *energy = s_energy[0];
    *peak_phase = cuda::std::arg(z[1]) + cuda::std::abs(cuda::std::log(z[1] + cuda::std::complex<T>(1)));
  }
}

__device__ cfloat max_error_elem(const cfloat* a, const cuFloatComplex* b, int i) {
  return a[i] - to_std(b[i]);
}

__global__ void compare(const cfloat* a, const cuFloatComplex* b, int n, float* err) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float e = cuda::std::abs(max_error_elem(a, b, i));
    atomicMax(reinterpret_cast<int*>(err), __float_as_int(e));
  }
}

int main() {
  const int batch = 4;
  std::vector<std::complex<float>> h(size_t(batch) * kN);
  for (int b = 0; b < batch; ++b)
    for (int i = 0; i < kN; ++i)
      h[size_t(b) * kN + i] = {std::cos(kTwoPi * (b + 1) * i / kN), 0.25f * std::sin(kTwoPi * 3 * i / kN)};

  std::vector<cfloat> tw(kN / 2);
  for (int i = 0; i < kN / 2; ++i) tw[i] = cuda::std::polar(1.0f, -kTwoPi * i / kN);
  CHECK_CUDA(cudaMemcpyToSymbol(c_twiddle, tw.data(), tw.size() * sizeof(cfloat)));

  cfloat *d_a = nullptr, *d_b = nullptr;
  cuFloatComplex* d_ref = nullptr;
  float *d_energy = nullptr, *d_phase = nullptr, *d_err = nullptr;
  const size_t bytes = h.size() * sizeof(cfloat);
  CHECK_CUDA(cudaMalloc(&d_a, bytes));
  CHECK_CUDA(cudaMalloc(&d_b, bytes));
  CHECK_CUDA(cudaMalloc(&d_ref, kN * sizeof(cuFloatComplex)));
  CHECK_CUDA(cudaMalloc(&d_energy, sizeof(float)));
  CHECK_CUDA(cudaMalloc(&d_phase, sizeof(float)));
  CHECK_CUDA(cudaMalloc(&d_err, sizeof(float)));
  CHECK_CUDA(cudaMemset(d_err, 0, sizeof(float)));
  CHECK_CUDA(cudaMemcpy(d_a, h.data(), bytes, cudaMemcpyHostToDevice));

  naive_dft<<<(kN + 127) / 128, 128>>>(reinterpret_cast<const cuFloatComplex*>(d_a), d_ref, kN);
  CHECK_CUDA(cudaGetLastError());

  dim3 grid((kN / 2 + 255) / 256, batch);
  for (int pass = 0, s = 1; pass < kLogN; ++pass, s <<= 1) {
    stockham_pass<<<grid, 256>>>(d_a, d_b, kN, s, batch);
    CHECK_CUDA(cudaGetLastError());
    std::swap(d_a, d_b);
  }
  compare<<<(kN + 255) / 256, 256>>>(d_a, d_ref, kN, d_err);
  spectrum_stats<float><<<1, 256>>>(d_a, kN, d_energy, d_phase);
  CHECK_CUDA(cudaDeviceSynchronize());

  float energy = 0, phase = 0, err = 0;
  CHECK_CUDA(cudaMemcpy(&energy, d_energy, sizeof(float), cudaMemcpyDeviceToHost));
  CHECK_CUDA(cudaMemcpy(&phase, d_phase, sizeof(float), cudaMemcpyDeviceToHost));
  CHECK_CUDA(cudaMemcpy(&err, d_err, sizeof(float), cudaMemcpyDeviceToHost));
  std::printf("energy=%.3f phase=%.3f max_err=%.3e\n", energy / kN, phase, err);

  cuDoubleComplex z = cuCmul(make_cuDoubleComplex(1.0, 2.0), cuConj(make_cuDoubleComplex(3.0, -1.0)));
  std::printf("host cuComplex check: %.1f%+.1fi |z|=%.3f\n", cuCreal(z), cuCimag(z), cuCabs(z));

  cudaFree(d_a); cudaFree(d_b); cudaFree(d_ref);
  cudaFree(d_energy); cudaFree(d_phase); cudaFree(d_err);
  return 0;
}
