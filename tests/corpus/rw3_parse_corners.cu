// nvcc-flags: -std=c++17
// Parsing corners: most vexing parse, T(x) decl vs expr, >> in templates, digraphs,
// raw strings with odd delimiters, user-defined literals, mixed host/device.
#include <cstdio>
#include <cstddef>

struct Timer { __host__ __device__ Timer() : t(0) {} int t; };
struct Widget {
  __host__ __device__ explicit Widget(Timer) : v(1) {}
  __host__ __device__ Widget(int a) : v(a) {}
  int v;
};

template <typename T> struct Box { T value; };
template <typename T, typename U = Box<Box<T>>> struct Pair { T a; U b; };

template <int N> struct Shift { static constexpr int value = N; };

// user-defined literals
struct Meters { double v; };
__host__ __device__ constexpr Meters operator""_m(long double d) { return Meters{static_cast<double>(d)}; }
__host__ __device__ constexpr unsigned long long operator""_kib(unsigned long long n) { return n * 1024ull; }
constexpr std::size_t operator""_len(const char *, std::size_t n) { return n; }
template <char... Cs> __host__ __device__ constexpr int operator""_digits() { return sizeof...(Cs); }

__host__ __device__ int twice(int x) { return 2 * x; }

// digraphs: <: :> <% %> %: (in directives too)
%:define DIGRAPH_MAX(a, b) ((a) > (b) ? (a) : (b))
__host__ __device__ int pick(const int arr<::>, int i) <%
  return arr<:i:> + DIGRAPH_MAX(i, 3);
%>

__global__ void kparse(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Box<Box<int>> bb{{i}};
  Pair<int> p{1, {{2}}};
  int (y) = i;               // declaration with redundant parens
  int(z)(3);                 // also a declaration
  (void)twice(y);            // expression
  int arr<:4:> = <%1, 2, 3, 4%>;
  constexpr auto k = 2_kib;
  Meters m = 1.5_m;
  out[i] = bb.value.value + p.b.value.value + z + pick(arr, i & 3)
         + static_cast<int>(k >> 10) + static_cast<int>(m.v)
         + Shift<(8 >> 2)>::value + 12345_digits;
}

template <typename T> __device__ T sum3(T a, T b, T c) { return a + b + c; }

__global__ void kvexing(float *out) {
  float (*fp)(float, float, float) = nullptr;
  (void)fp;
  Timer t;
  Widget w2((Timer()));      // parenthesized: object, not function
  Widget w3{Timer{}};
  Widget w4 = Widget(5);
  out[threadIdx.x] = sum3<float>(w2.v, w3.v, w4.v) + t.t;
}

int main() {
  Widget w(Timer());         // most vexing parse: declares function w
  (void)sizeof(&w);
  const char *r1 = R"(plain "quotes" inside)";
  const char *r2 = R"xy+*(a )" b )xy" c)xy+*";
  const char *r3 = R"--(
multi
line \n not an escape
)--";
  const char *r4 = u8R"!(utf8 raw)!";
  constexpr auto L = "hello"_len;
  std::printf("%s|%s|%s|%s|%zu\n", r1, r2, r3, r4, L);
  Box<Pair<int, Box<Box<long>>>> deep{};
  Box<int> (*unused) = nullptr; (void)unused;
  int *d; cudaMalloc(&d, 64 * sizeof(int));
  kparse<<<1, 64>>>(d, 64);
  float *f; cudaMalloc(&f, 32 * sizeof(float));
  kvexing<<<1, 32>>>(f);
  cudaDeviceSynchronize();
  cudaFree(d); cudaFree(f);
  return deep.value.a;
}
