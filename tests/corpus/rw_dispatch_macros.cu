// nvcc-flags: -std=c++17
// PyTorch-extension style type dispatch: a DISPATCH_FLOATING_TYPES macro expanding to a switch of
// immediately-invoked lambdas that alias scalar_t, kernels templated on scalar_t and an accumulate
// type chosen by a trait, enum class dtypes, __constant__ tables of structs, static constexpr
// members read in device code, and #ifdef __CUDA_ARCH__ split helpers.
#include <cstdint>
#include <cstdio>
#include <cuda_fp16.h>
#include <stdexcept>
#include <string>
#include <tuple>

enum class ScalarType : std::uint8_t { Float = 0, Double = 1, Half = 2 };

inline const char *toString(ScalarType t) {
  switch (t) {
    case ScalarType::Float: return "Float";
    case ScalarType::Double: return "Double";
    case ScalarType::Half: return "Half";
  }
  return "?";
}

#define PRIVATE_CASE_TYPE(enum_type, type, ...) \
  case enum_type: {                             \
    using scalar_t = type;                      \
    return __VA_ARGS__();                       \
  }

#define DISPATCH_FLOATING_TYPES_AND_HALF(TYPE, NAME, ...)                                \
  [&] {                                                                                  \
    const auto &the_type = TYPE;                                                         \
    switch (the_type) {                                                                  \
      PRIVATE_CASE_TYPE(ScalarType::Double, double, __VA_ARGS__)                         \
      PRIVATE_CASE_TYPE(ScalarType::Float, float, __VA_ARGS__)                           \
      PRIVATE_CASE_TYPE(ScalarType::Half, __half, __VA_ARGS__)                           \
      default:                                                                           \
        throw std::runtime_error(std::string(NAME) + " not implemented for " + toString(the_type)); \
    }                                                                                    \
  }()

template <typename T>
struct AccumulateType {
  using type = T;
};
template <>
struct AccumulateType<__half> {
  using type = float;
};
template <typename T>
using acc_type = typename AccumulateType<T>::type;

struct Stencil {
  int offset;
  float weight;
};
__constant__ Stencil c_stencil[3] = {{-1, 0.25f}, {0, 0.5f}, {1, 0.25f}};

struct Limits {
  static constexpr int kMaxThreads = 256;
  static constexpr float kEps = 1e-6f;
};

__host__ __device__ inline int arch_tag() {
#ifdef __CUDA_ARCH__
  return __CUDA_ARCH__;
#else
  return 0;
#endif
}

template <typename scalar_t, typename accscalar_t = acc_type<scalar_t>>
__global__ void __launch_bounds__(Limits::kMaxThreads)
    smooth_kernel(const scalar_t *__restrict__ in, scalar_t *__restrict__ out, int64_t n) {
  const int64_t i = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
  if (i >= n) return;
  accscalar_t sum = accscalar_t(0);
#pragma unroll
  for (int k = 0; k < 3; ++k) {
    int64_t j = i + c_stencil[k].offset;
    j = j < 0 ? 0 : (j >= n ? n - 1 : j);
    sum += static_cast<accscalar_t>(in[j]) * static_cast<accscalar_t>(c_stencil[k].weight);
  }
  out[i] = static_cast<scalar_t>(sum + static_cast<accscalar_t>(Limits::kEps) * (arch_tag() > 0 ? 0 : 1));
}

struct Tensor {
  void *data;
  int64_t numel;
  ScalarType dtype;
};

std::tuple<int, int> launch_smooth(const Tensor &in, Tensor &out) {
  const int threads = Limits::kMaxThreads;
  const int blocks = static_cast<int>((in.numel + threads - 1) / threads);
  DISPATCH_FLOATING_TYPES_AND_HALF(in.dtype, "smooth", [&] {
    smooth_kernel<scalar_t><<<blocks, threads>>>(static_cast<const scalar_t *>(in.data),
                                                 static_cast<scalar_t *>(out.data), in.numel);
  });
  return std::make_tuple(blocks, threads);
}

int main() {
  const int64_t n = 4096;
  void *a, *b;
  cudaMalloc(&a, n * sizeof(double));
  cudaMalloc(&b, n * sizeof(double));
  for (ScalarType t : {ScalarType::Float, ScalarType::Double, ScalarType::Half}) {
    Tensor in{a, n, t}, out{b, n, t};
    auto [blocks, threads] = launch_smooth(in, out);
    std::printf("%s: %d x %d\n", toString(t), blocks, threads);
  }
  cudaDeviceSynchronize();
  cudaFree(a);
  cudaFree(b);
  return arch_tag();
}
