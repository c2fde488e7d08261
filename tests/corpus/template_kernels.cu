// Template kernels: type and non-type parameters, explicit instantiation, specialization,
// variadic templates and SFINAE-constrained launchers.
#include <cstdio>
#include <type_traits>

template <typename T, int UNROLL = 4>
__global__ void axpy(T a, const T *x, T *y, int n) {
  int base = (blockIdx.x * blockDim.x + threadIdx.x) * UNROLL;
#pragma unroll
  for (int u = 0; u < UNROLL; ++u)
    if (base + u < n) y[base + u] += a * x[base + u];
}

template <typename T>
struct Traits {
  static constexpr const char *name = "generic";
};
template <>
struct Traits<double> {
  static constexpr const char *name = "double";
};

template <typename T, typename = std::enable_if_t<std::is_arithmetic<T>::value>>
void launch_axpy(T a, const T *x, T *y, int n) {
  constexpr int unroll = sizeof(T) == 8 ? 2 : 4;
  int threads = 128;
  int blocks = (n + threads * unroll - 1) / (threads * unroll);
  axpy<T, unroll><<<blocks, threads>>>(a, x, y, n);
}

template <typename... Ts>
__device__ auto sum_all(Ts... xs) {
  return (xs + ... + 0);
}

__global__ void variadic(int *out) { *out = sum_all(1, 2, 3, 4); }

template __global__ void axpy<float, 8>(float, const float *, float *, int);

template <typename T>
int run(int n) {
  T *x, *y;
  cudaMalloc(&x, n * sizeof(T));
  cudaMalloc(&y, n * sizeof(T));
  cudaMemset(y, 0, n * sizeof(T));
  launch_axpy<T>(T(2), x, y, n);
  cudaFree(x);
  cudaFree(y);
  std::printf("%s\n", Traits<T>::name);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}

int main() {
  int *d;
  cudaMalloc(&d, sizeof(int));
  variadic<<<1, 1>>>(d);
  cudaFree(d);
  return run<float>(1000) + run<double>(1000) + run<int>(10);
}
