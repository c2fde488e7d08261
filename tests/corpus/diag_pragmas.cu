// Code that compiles but draws front-end warnings: an unused local, a set-but-unused
// variable and a pointless comparison, plus #pragma nv_diag_suppress / nv_diag_default
// around a block whose warnings are silenced.
#include <cstdio>

__global__ void kernel_with_warnings(int *out, unsigned n) {
  int unused_local;
  int set_only = 0;
  set_only = 5;
  if (n >= 0u) out[threadIdx.x] = static_cast<int>(n);
}

#pragma nv_diag_suppress 177
__device__ int quiet(int x) {
  int ignored = x * 2;
  return x;
}
#pragma nv_diag_default 177

int main() {
  int *d;
  cudaMalloc(&d, 32 * sizeof(int));
  kernel_with_warnings<<<1, 32>>>(d, 32u);
  int never_read = 3;
  cudaFree(d);
  std::printf("done\n");
  return 0;
}
