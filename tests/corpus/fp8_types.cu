// nvcc-flags: -std=c++17
#include <cuda_fp8.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cstdio>
__global__ void cvt(const float *in, __nv_fp8_e4m3 *o8, __half *oh, __nv_bfloat16 *ob, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { o8[i] = __nv_fp8_e4m3(in[i]); oh[i] = __float2half(in[i]); ob[i] = __float2bfloat16(in[i]); }
}
__host__ __device__ inline float back(__nv_fp8_e5m2 v) { return float(v); }
int main() { __nv_fp8_e5m2 x(1.5f); printf("%f\n", back(x)); return 0; }
