// Missing ')' closing a kernel parameter list.
#include <cstdio>

__global__ void scale(float *p, float s {
  p[threadIdx.x] *= s;
}
