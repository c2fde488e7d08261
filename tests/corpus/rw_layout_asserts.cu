// nvcc-flags: -std=c++17
// Compile-time layout checks as real projects write them (CUTLASS, llm.c, file formats): sizeof /
// alignof / offsetof of CUDA vector types, half/bfloat16, bit-fields, unions, empty bases,
// virtual and multiple inheritance, enums with fixed underlying types, arrays of structs,
// type traits and numeric_limits, and constexpr functions with loops.
#include <cstddef>
#include <cstdint>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <limits>
#include <type_traits>

static_assert(sizeof(float4) == 16 && alignof(float4) == 16, "float4");
static_assert(sizeof(float3) == 12 && alignof(float3) == 4, "float3");
static_assert(sizeof(double2) == 16 && alignof(double2) == 16, "double2");
static_assert(sizeof(int2) == 8 && alignof(int2) == 8, "int2");
static_assert(sizeof(uchar4) == 4 && alignof(uchar4) == 4, "uchar4");
static_assert(sizeof(short3) == 6, "short3");
static_assert(sizeof(__half) == 2 && sizeof(__half2) == 4 && alignof(__half2) == 4, "half");
static_assert(sizeof(__nv_bfloat16) == 2 && sizeof(__nv_bfloat162) == 4, "bf16");
static_assert(sizeof(dim3) == 12, "dim3");
static_assert(sizeof(void *) == 8 && sizeof(long) == 8 && sizeof(long double) == 16, "LP64");
static_assert(sizeof(wchar_t) == 4 && sizeof(char16_t) == 2, "chars");

struct Flags {
  std::uint32_t valid : 1;
  std::uint32_t kind : 3;
  std::uint32_t count : 12;
  std::uint32_t : 0;
  std::uint32_t tail : 4;
};
static_assert(sizeof(Flags) == 8, "bit-fields with a zero-width separator");

struct Mixed {
  char c;
  double d;
  short s;
  float4 v;
  int i;
};
static_assert(offsetof(Mixed, d) == 8 && offsetof(Mixed, v) == 32 && sizeof(Mixed) == 64, "Mixed");

union Bits {
  float f;
  std::uint32_t u;
  unsigned char bytes[4];
  __half2 h;
};
static_assert(sizeof(Bits) == 4 && alignof(Bits) == 4, "union");

struct Empty {};
struct Derived : Empty {
  int x;
};
static_assert(sizeof(Empty) == 1 && sizeof(Derived) == 4, "empty base optimization");

struct Base1 {
  virtual ~Base1() = default;
  int a;
};
struct Base2 {
  double b;
};
struct Multi : Base1, Base2 {
  char c;
};
static_assert(sizeof(Base1) == 16 && sizeof(Multi) == 32, "vptr and multiple inheritance");

enum class Op : std::uint8_t { Add, Mul, Max };
enum Legacy { kA = 1, kB = 0x7fffffff };
enum Wide : long long { kW = 1LL << 40 };
static_assert(sizeof(Op) == 1 && sizeof(Legacy) == 4 && sizeof(Wide) == 8, "enums");

struct Instr {
  Op op;
  std::uint16_t dst;
  std::uint32_t src[2];
};
static_assert(sizeof(Instr) == 12 && sizeof(Instr[10]) == 120, "array of structs");

template <typename T, int N>
struct Vec {
  T v[N];
};
template <typename T, int N>
constexpr bool check_vec() {
  return sizeof(Vec<T, N>) == sizeof(T) * N && alignof(Vec<T, N>) == alignof(T);
}
static_assert(check_vec<float, 3>() && check_vec<__half, 8>() && check_vec<double, 2>(), "Vec");

__host__ __device__ constexpr int popcount(std::uint64_t x) {
  int c = 0;
  for (; x; x &= x - 1) ++c;
  return c;
}
constexpr std::uint64_t fnv1a(const char *s) {
  std::uint64_t h = 1469598103934665603ull;
  while (*s) {
    h ^= static_cast<unsigned char>(*s++);
    h *= 1099511628211ull;
  }
  return h;
}
static_assert(popcount(0xF0F0ull) == 8, "popcount");
static_assert(fnv1a("cuda") != fnv1a("CUDA"), "hash");
static_assert(std::numeric_limits<int>::max() == 2147483647 && std::numeric_limits<float>::digits == 24, "limits");
static_assert(std::is_trivially_copyable<float4>::value && std::is_standard_layout<Mixed>::value, "traits");
static_assert(std::is_same<decltype(threadIdx.x), unsigned int>::value, "threadIdx");
static_assert(__CUDACC_VER_MAJOR__ >= 12, "CUDA version");

__global__ void consume(Mixed *m, Flags *f, Instr *ins) {
  static_assert(sizeof(*m) == 64, "in kernel");
  m->i = f->count + static_cast<int>(ins->op) + popcount(threadIdx.x);
}

int main() {
  Mixed *m;
  Flags *f;
  Instr *ins;
  cudaMalloc(&m, sizeof(Mixed));
  cudaMalloc(&f, sizeof(Flags));
  cudaMalloc(&ins, sizeof(Instr));
  consume<<<1, 1>>>(m, f, ins);
  cudaDeviceSynchronize();
  return 0;
}
