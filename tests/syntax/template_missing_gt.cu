// A template parameter list that is never closed.
#include <cstdio>

template <typename T
__global__ void fill(T *p, T v) { p[threadIdx.x] = v; }
