// nvcc-flags: -std=c++17
// CUTLASS-style compile-time machinery: numeric traits, enable_if/SFINAE overloads, constexpr
// helpers, if constexpr dispatch, variadic templates, CRTP, integer_sequence, template template
// parameters, and a kernel templated on a policy built from all of them.
#include <cstdint>
#include <cstdio>
#include <type_traits>
#include <utility>

#define CUTLASS_HOST_DEVICE __forceinline__ __host__ __device__
#define CUTLASS_DEVICE __forceinline__ __device__
#define CUTLASS_PRAGMA_UNROLL _Pragma("unroll")

namespace cutlass {

template <typename T>
struct sizeof_bits {
  static constexpr int value = int(sizeof(T) * 8);
};
template <>
struct sizeof_bits<void> {
  static constexpr int value = 0;
};

template <int N>
struct is_pow2 : std::integral_constant<bool, (N & (N - 1)) == 0> {};

CUTLASS_HOST_DEVICE constexpr int const_min(int a, int b) { return b < a ? b : a; }
CUTLASS_HOST_DEVICE constexpr int ceil_div(int a, int b) { return (a + b - 1) / b; }

template <int A, int B>
struct log2_down {
  static constexpr int value = log2_down<(A >> 1), B + 1>::value;
};
template <int B>
struct log2_down<1, B> {
  static constexpr int value = B;
};

template <typename T, int N>
struct alignas(const_min(16, int(sizeof(T)) * N)) Array {
  T storage[N];
  CUTLASS_HOST_DEVICE T &operator[](int i) { return storage[i]; }
  CUTLASS_HOST_DEVICE T const &operator[](int i) const { return storage[i]; }
  CUTLASS_HOST_DEVICE static constexpr int size() { return N; }
  CUTLASS_HOST_DEVICE void fill(T v) {
    CUTLASS_PRAGMA_UNROLL
    for (int i = 0; i < N; ++i) storage[i] = v;
  }
};

template <typename T, typename Enable = void>
struct NumericTraits {
  static constexpr bool is_float = false;
};
template <typename T>
struct NumericTraits<T, typename std::enable_if<std::is_floating_point<T>::value>::type> {
  static constexpr bool is_float = true;
};

template <typename T>
CUTLASS_HOST_DEVICE typename std::enable_if<std::is_integral<T>::value, T>::type safe_abs(T x) {
  return x < 0 ? -x : x;
}
template <typename T>
CUTLASS_HOST_DEVICE typename std::enable_if<!std::is_integral<T>::value, T>::type safe_abs(T x) {
  return fabs(x);
}

template <typename T, typename = decltype(std::declval<T>().size())>
constexpr std::true_type has_size_impl(int);
template <typename T>
constexpr std::false_type has_size_impl(...);
template <typename T>
using has_size = decltype(has_size_impl<T>(0));

template <typename... Ts>
struct TypeList {
  static constexpr int kCount = sizeof...(Ts);
};

template <typename... Args>
CUTLASS_HOST_DEVICE constexpr int sum_all(Args... args) {
  return (0 + ... + int(args));
}

template <int... Is>
CUTLASS_HOST_DEVICE constexpr int sum_seq(std::integer_sequence<int, Is...>) {
  return (Is + ... + 0);
}

template <typename Derived>
struct EpilogueBase {
  CUTLASS_HOST_DEVICE float apply(float acc) const {
    return static_cast<Derived const *>(this)->op(acc);
  }
};
struct LinearCombination : EpilogueBase<LinearCombination> {
  float alpha, beta;
  CUTLASS_HOST_DEVICE float op(float acc) const { return alpha * acc + beta; }
};
struct ReLu : EpilogueBase<ReLu> {
  CUTLASS_HOST_DEVICE float op(float acc) const { return acc > 0.f ? acc : 0.f; }
};

template <int M, int N, int K>
struct GemmShape {
  static constexpr int kM = M, kN = N, kK = K;
  static constexpr int kCount = M * N * K;
};

template <typename Shape, template <typename, int> class Fragment, typename Element>
struct MmaPolicy {
  using FragmentA = Fragment<Element, Shape::kM>;
  using FragmentB = Fragment<Element, Shape::kN>;
  static constexpr int kThreads = 32 * ceil_div(Shape::kM * Shape::kN, 32 * 16);
};

}  // namespace cutlass

using Policy = cutlass::MmaPolicy<cutlass::GemmShape<16, 16, 4>, cutlass::Array, float>;
static_assert(sizeof(Policy::FragmentA) == 64, "fragment size");
static_assert(alignof(cutlass::Array<float, 4>) == 16, "fragment alignment");
static_assert(alignof(cutlass::Array<uint8_t, 2>) == 2, "small fragment alignment");
static_assert(cutlass::log2_down<64, 0>::value == 6, "log2");
static_assert(cutlass::is_pow2<Policy::kThreads>::value, "threads");
static_assert(cutlass::has_size<cutlass::Array<int, 4>>::value, "detector");
static_assert(!cutlass::has_size<int>::value, "detector");
static_assert(cutlass::sum_seq(std::make_integer_sequence<int, 5>{}) == 10, "seq");
static_assert(cutlass::TypeList<int, float, double>::kCount == 3, "variadic");

template <typename Policy_, typename Epilogue>
__global__ void __launch_bounds__(Policy_::kThreads)
    gemm_kernel(float const *A, float const *B, float *C, int k, Epilogue epi) {
  typename Policy_::FragmentA frag_a;
  typename Policy_::FragmentB frag_b;
  frag_a.fill(0.f);
  frag_b.fill(0.f);
  float acc = 0.f;
  for (int kk = 0; kk < k; ++kk) {
    CUTLASS_PRAGMA_UNROLL
    for (int i = 0; i < frag_a.size(); ++i) {
      frag_a[i] = A[kk * frag_a.size() + i];
      frag_b[i] = B[kk * frag_b.size() + i];
      acc += frag_a[i] * frag_b[i];
    }
  }
  if constexpr (cutlass::NumericTraits<float>::is_float && std::is_same_v<Epilogue, cutlass::ReLu>) {
    C[threadIdx.x] = epi.apply(cutlass::safe_abs(acc)) + cutlass::sum_all(1, 2u, 3l);
  } else {
    C[threadIdx.x] = epi.apply(acc) + cutlass::safe_abs(-3);
  }
}

int main() {
  float *A, *B, *C;
  cudaMalloc(&A, 1024 * sizeof(float));
  cudaMalloc(&B, 1024 * sizeof(float));
  cudaMalloc(&C, 1024 * sizeof(float));
  cutlass::LinearCombination lc;
  lc.alpha = 1.f;
  lc.beta = 0.f;
  gemm_kernel<Policy><<<1, Policy::kThreads>>>(A, B, C, 4, lc);
  gemm_kernel<Policy><<<1, Policy::kThreads>>>(A, B, C, 4, cutlass::ReLu{});
  cudaDeviceSynchronize();
  std::printf("threads=%d bits=%d\n", Policy::kThreads, cutlass::sizeof_bits<double>::value);
  cudaFree(A);
  cudaFree(B);
  cudaFree(C);
  return 0;
}
