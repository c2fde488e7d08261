// cuda_bf16.h: bfloat16 conversions, arithmetic and a float accumulation.
#include <cstdio>
#include <cuda_bf16.h>

__global__ void bf16_dot(const __nv_bfloat16 *a, const __nv_bfloat16 *b, float *out, int n) {
  float acc = 0.0f;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    acc += __bfloat162float(__hmul(a[i], b[i]));
  atomicAdd(out, acc);
}

__global__ void bf16_relu(__nv_bfloat162 *v, int n2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n2) v[i] = __hmax2(v[i], __float2bfloat162_rn(0.0f));
}

int main() {
  const int n = 128;
  __nv_bfloat16 ha[n], hb[n];
  for (int i = 0; i < n; ++i) {
    ha[i] = __float2bfloat16(1.0f);
    hb[i] = __float2bfloat16((i % 2) ? 2.0f : -2.0f);
  }
  __nv_bfloat16 *da, *db;
  float *dout, out = 0;
  cudaMalloc(&da, sizeof ha);
  cudaMalloc(&db, sizeof hb);
  cudaMalloc(&dout, sizeof out);
  cudaMemcpy(da, ha, sizeof ha, cudaMemcpyHostToDevice);
  cudaMemcpy(db, hb, sizeof hb, cudaMemcpyHostToDevice);
  cudaMemset(dout, 0, sizeof out);
  bf16_relu<<<1, n / 2>>>(reinterpret_cast<__nv_bfloat162 *>(db), n / 2);
  bf16_dot<<<1, 32>>>(da, db, dout, n);
  cudaMemcpy(&out, dout, sizeof out, cudaMemcpyDeviceToHost);
  cudaFree(da);
  cudaFree(db);
  cudaFree(dout);
  std::printf("dot=%f\n", out);
  return out == 128.0f ? 0 : 1;
}
