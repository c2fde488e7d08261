// An unterminated string literal inside printf in a kernel.
#include <cstdio>

__global__ void hello() {
  printf("hello\n);
}
