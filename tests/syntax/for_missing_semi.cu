// A for-statement header with a missing ';'.
#include <cstdio>

__global__ void count(int *out) {
  for (int i = 0 i < 10; ++i) out[i] = i;
}
