// Missing ';' after a statement inside a kernel, after including <cstdio>.
#include <cstdio>

__global__ void kernel(int *out) {
  int i = threadIdx.x
  out[i] = i;
  printf("%d\n", i);
}
