// Kernels and device data inside anonymous, nested (C++17 a::b) and inline namespaces; static
// kernels; extern "C" kernels; atomicCAS loops for float max and double add with an
// __CUDA_ARCH__-guarded fallback; explicit instantiations of kernel templates; variadic kernels.
#include <cfloat>
#include <cstdio>

namespace {
__device__ int g_hits;
__global__ void count_hits(const float *x, int n, float threshold) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && x[i] > threshold) atomicAdd(&g_hits, 1);
}
}  // namespace

namespace app::kernels {
inline namespace v2 {
__device__ float atomicMaxFloat(float *addr, float value) {
  int *addr_as_int = reinterpret_cast<int *>(addr);
  int old = *addr_as_int, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= value) break;
    old = atomicCAS(addr_as_int, assumed, __float_as_int(value));
  } while (assumed != old);
  return __int_as_float(old);
}

__device__ double atomicAddDouble(double *address, double val) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 600
  unsigned long long int *address_as_ull = (unsigned long long int *)address;
  unsigned long long int old = *address_as_ull, assumed;
  do {
    assumed = old;
    old = atomicCAS(address_as_ull, assumed, __double_as_longlong(val + __longlong_as_double(assumed)));
  } while (assumed != old);
  return __longlong_as_double(old);
#else
  return atomicAdd(address, val);
#endif
}

template <typename T>
__global__ void reduce_max(const T *x, int n, T *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicMaxFloat(out, static_cast<float>(x[i]));
}

template <typename... Ptrs>
__global__ void zero_all(int n, Ptrs... ptrs) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) ((ptrs[i] = 0), ...);
}
}  // namespace v2
}  // namespace app::kernels

template __global__ void app::kernels::reduce_max<float>(const float *, int, float *);

static __global__ void sum_double(const double *x, int n, double *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) app::kernels::atomicAddDouble(out, x[i]);
}

extern "C" __global__ void c_kernel(float *p) { p[threadIdx.x] = 1.0f; }

int main() {
  const int n = 1024;
  float *x, *mx;
  double *dx, *dsum;
  int *ix;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&mx, sizeof(float));
  cudaMalloc(&dx, n * sizeof(double));
  cudaMalloc(&dsum, sizeof(double));
  cudaMalloc(&ix, n * sizeof(int));
  c_kernel<<<n / 32, 32>>>(x);
  count_hits<<<n / 256, 256>>>(x, n, 0.5f);
  float neg = -FLT_MAX;
  cudaMemcpy(mx, &neg, sizeof neg, cudaMemcpyHostToDevice);
  app::kernels::reduce_max<<<n / 256, 256>>>(x, n, mx);
  app::kernels::zero_all<<<n / 256, 256>>>(n, dx, ix);
  sum_double<<<n / 256, 256>>>(dx, n, dsum);
  int hits = 0;
  cudaMemcpyFromSymbol(&hits, g_hits, sizeof hits);
  float hmax = 0;
  cudaMemcpy(&hmax, mx, sizeof hmax, cudaMemcpyDeviceToHost);
  std::printf("hits=%d max=%g\n", hits, hmax);
  cudaFree(x);
  cudaFree(mx);
  cudaFree(dx);
  cudaFree(dsum);
  cudaFree(ix);
  return 0;
}
