// nvcc-flags: -std=c++17
// Valid redeclaration and control-flow patterns that statement/declaration checks must accept:
// forward declarations then definitions, extern then defined variables, legal typedef and alias
// redeclarations, opaque enums, out-of-class member and static member definitions, shadowing in
// nested scopes, functions ending in noreturn calls (exit, abort, throw, __builtin_unreachable,
// __trap), exhaustive switches, infinite loops with returns, goto-based cleanup, and macros that
// expand to (void)0 statements.
#include <cassert>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <utility>

#define DEBUG_LOG(...) ((void)0)
#define UNUSED(x) (void)(x)

extern int g_config;
int g_config = 3;
__device__ int d_flag = 0;

struct Node;
struct Node {
  int value;
  Node *next;
  int sum() const;
  static int created;
  static const int kLimit = 16;
};
int Node::created = 0;
const int Node::kLimit;
int Node::sum() const { return value + (next ? next->sum() : 0); }

typedef int index_t;
typedef int index_t;
using real_t = float;
using real_t = float;

enum class Mode : int;
enum class Mode : int { Fast, Accurate, Debug };

namespace util {
int clamp(int v, int lo, int hi);
}
int util::clamp(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }

void forward_declared(int);
void forward_declared(int n) { DEBUG_LOG("n=%d", n); UNUSED(n); }

int mode_cost(Mode m) {
  switch (m) {
    case Mode::Fast: return 1;
    case Mode::Accurate: return 2;
    case Mode::Debug: return 3;
  }
  std::abort();
}

int must_be_positive(int x) {
  if (x > 0) return x;
  throw std::invalid_argument("x");
}

int parse_or_exit(const char *s) {
  if (s && *s) return std::atoi(s);
  std::fprintf(stderr, "missing argument\n");
  std::exit(2);
}

int unreachable_tail(int x) {
  if (x >= 0) return 0;
  if (x < 0) return 1;
  __builtin_unreachable();
}

int loop_forever(int x) {
  for (;;) {
    if (++x > 10) return x;
  }
}

int with_cleanup(int n) {
  int *buf = static_cast<int *>(std::malloc(n * sizeof(int)));
  int rc = -1;
  if (!buf) goto out;
  for (int i = 0; i < n; ++i) buf[i] = i;
  rc = buf[n - 1];
  std::free(buf);
out:
  return rc;
}

__device__ int device_checked(int v) {
  if (v >= 0) return v;
  __trap();
}

__global__ void shadowing(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  {
    int i = 0;
    out[i] = d_flag;
  }
  for (int j = 0; j < 2; ++j) {
    int k = j;
    out[k] += device_checked(j);
  }
  for (int j = 0; j < 2; ++j) {
    int k = 2 * j;
    out[k] -= 0;
  }
  if (int t = i; t < n) {
    out[t] = t;
  } else {
    int t2 = t - n;
    out[0] += t2 * 0;
  }
  switch (i & 3) {
    case 0: {
      int v = 1;
      out[i % n] += v;
      break;
    }
    case 1: {
      int v = 2;
      out[i % n] += v;
      break;
    }
    default:
      break;
  }
}

int main(int argc, char **argv) {
  assert(Node::kLimit == 16);
  index_t idx = util::clamp(argc, 0, 4);
  real_t r = 0.5f;
  int total = mode_cost(Mode::Accurate) + must_be_positive(1) + unreachable_tail(idx) + loop_forever(0) +
              with_cleanup(4) + (argc > 1 ? parse_or_exit(argv[1]) : 0);
  forward_declared(total);
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  shadowing<<<1, 32>>>(d, 32);
  cudaDeviceSynchronize();
  cudaFree(d);
  auto [a, b] = std::pair<int, float>(total, r);
  std::printf("%d %g %d\n", a, b, g_config);
  return 0;
}
