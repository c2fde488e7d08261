// nvcc-flags: -std=c++17 --expt-relaxed-constexpr
// CuTe-flavoured compile-time layouts: Int<N> constants, a variadic tuple with index_sequence
// get, shape/stride products by fold expressions, auto non-type template parameters, CTAD with a
// deduction guide, dependent `template` disambiguators, decltype(auto) and structured bindings,
// all usable in __host__ __device__ code and in kernels.
#include <cstdio>
#include <type_traits>
#include <utility>

#define CUTE_HOST_DEVICE __forceinline__ __host__ __device__

namespace cute {

template <auto v>
struct C {
  using type = C<v>;
  using value_type = decltype(v);
  static constexpr auto value = v;
  CUTE_HOST_DEVICE constexpr operator value_type() const noexcept { return value; }
};
template <int N>
using Int = C<N>;

template <auto a, auto b>
CUTE_HOST_DEVICE constexpr C<a * b> operator*(C<a>, C<b>) { return {}; }
template <auto a, auto b>
CUTE_HOST_DEVICE constexpr C<a + b> operator+(C<a>, C<b>) { return {}; }

template <size_t I, typename T>
struct TupleLeaf {
  T value;
};

template <typename Seq, typename... Ts>
struct TupleBase;
template <size_t... Is, typename... Ts>
struct TupleBase<std::index_sequence<Is...>, Ts...> : TupleLeaf<Is, Ts>... {
  CUTE_HOST_DEVICE constexpr TupleBase() = default;
  CUTE_HOST_DEVICE constexpr TupleBase(Ts const &...ts) : TupleLeaf<Is, Ts>{ts}... {}
};

template <typename... Ts>
struct tuple : TupleBase<std::make_index_sequence<sizeof...(Ts)>, Ts...> {
  using Base = TupleBase<std::make_index_sequence<sizeof...(Ts)>, Ts...>;
  CUTE_HOST_DEVICE constexpr tuple() = default;
  CUTE_HOST_DEVICE constexpr tuple(Ts const &...ts) : Base(ts...) {}
  static constexpr size_t size = sizeof...(Ts);
};
template <typename... Ts>
tuple(Ts...) -> tuple<Ts...>;

template <size_t I, typename T>
CUTE_HOST_DEVICE constexpr T const &get_leaf(TupleLeaf<I, T> const &leaf) { return leaf.value; }
template <size_t I, typename... Ts>
CUTE_HOST_DEVICE constexpr decltype(auto) get(tuple<Ts...> const &t) { return get_leaf<I>(t); }

template <typename... Ts, size_t... Is>
CUTE_HOST_DEVICE constexpr auto product_impl(tuple<Ts...> const &t, std::index_sequence<Is...>) {
  return (get<Is>(t) * ... * Int<1>{});
}
template <typename... Ts>
CUTE_HOST_DEVICE constexpr auto product(tuple<Ts...> const &t) {
  return product_impl(t, std::index_sequence_for<Ts...>{});
}

template <typename Shape, typename Stride>
struct Layout {
  Shape shape;
  Stride stride;
  template <typename... Coords>
  CUTE_HOST_DEVICE constexpr int operator()(Coords... c) const {
    return call(std::index_sequence_for<Coords...>{}, c...);
  }
  template <size_t... Is, typename... Coords>
  CUTE_HOST_DEVICE constexpr int call(std::index_sequence<Is...>, Coords... c) const {
    return ((int(c) * int(get<Is>(stride))) + ... + 0);
  }
  CUTE_HOST_DEVICE constexpr auto size() const { return product(shape); }
};
template <typename Shape, typename Stride>
CUTE_HOST_DEVICE constexpr Layout<Shape, Stride> make_layout(Shape const &s, Stride const &d) {
  return {s, d};
}

template <typename T>
struct Allocator {
  template <typename U>
  struct rebind {
    using other = Allocator<U>;
  };
};

template <typename Alloc, typename U>
using rebind_t = typename Alloc::template rebind<U>::other;

struct Copy {
  template <typename T>
  CUTE_HOST_DEVICE static void apply(T const &src, T &dst) { dst = src; }
};
template <typename Policy, typename T>
CUTE_HOST_DEVICE void do_copy(T const &s, T &d) {
  Policy::template apply<T>(s, d);
}

}  // namespace cute

using namespace cute;

constexpr auto kShape = tuple{Int<8>{}, Int<4>{}};
static_assert(decltype(product(kShape))::value == 32, "static product");
static_assert(std::is_same_v<rebind_t<Allocator<int>, float>, Allocator<float>>, "rebind");

template <typename LayoutT>
__global__ void fill_layout(float *out, LayoutT layout) {
  int m = threadIdx.x, n = threadIdx.y;
  auto [s0, s1] = std::pair<int, int>{get<0>(layout.shape), get<1>(layout.shape)};
  if (m < s0 && n < s1) {
    float v = float(layout(m, n));
    do_copy<Copy>(v, out[layout(m, n)]);
  }
}

int main() {
  auto layout = make_layout(tuple{Int<8>{}, Int<4>{}}, tuple{Int<1>{}, Int<8>{}});
  auto dyn = make_layout(tuple{8, 4}, tuple{4, 1});
  static_assert(decltype(layout.size())::value == 32, "size");
  float *d;
  cudaMalloc(&d, 32 * sizeof(float));
  fill_layout<<<1, dim3(8, 4)>>>(d, layout);
  fill_layout<<<1, dim3(8, 4)>>>(d, dyn);
  cudaDeviceSynchronize();
  std::printf("layout(3,2)=%d dyn(3,2)=%d size=%d\n", layout(3, 2), dyn(3, 2), int(dyn.size()));
  cudaFree(d);
  return 0;
}
