// Mixed-precision GEMV with cuda_fp16.h: half2 loads and __hfma2, __half2float conversions,
// __nv_bfloat162 arithmetic operators, warp-shuffle reduction of half values, and a host-side
// conversion round trip through __float2half_rn / std::vector<__half>.
#include <cstdio>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <vector>

template <int THREADS>
__global__ void gemv_half2(const __half *__restrict__ A, const __half *__restrict__ x, float *__restrict__ y,
                           int rows, int cols) {
  const int row = blockIdx.x;
  if (row >= rows) return;
  const __half2 *A2 = reinterpret_cast<const __half2 *>(A + (size_t)row * cols);
  const __half2 *x2 = reinterpret_cast<const __half2 *>(x);
  __half2 acc = __float2half2_rn(0.f);
  for (int c = threadIdx.x; c < cols / 2; c += THREADS) acc = __hfma2(A2[c], x2[c], acc);
  float sum = __low2float(acc) + __high2float(acc);
#pragma unroll
  for (int off = 16; off > 0; off >>= 1) sum += __shfl_down_sync(0xffffffffu, sum, off);
  __shared__ float warp_sums[THREADS / 32];
  if ((threadIdx.x & 31) == 0) warp_sums[threadIdx.x >> 5] = sum;
  __syncthreads();
  if (threadIdx.x == 0) {
    float total = 0.f;
    for (int w = 0; w < THREADS / 32; ++w) total += warp_sums[w];
    y[row] = total;
  }
}

__global__ void bf16_axpy(__nv_bfloat162 *y, const __nv_bfloat162 *x, __nv_bfloat16 a, int n2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n2) {
    __nv_bfloat162 a2 = __bfloat162bfloat162(a);
    y[i] = a2 * x[i] + y[i];
  }
}

__device__ __half half_max(__half a, __half b) { return __hgt(a, b) ? a : b; }

__global__ void half_ops(__half *out, const __half *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half v = in[i];
  __half w = v * __float2half(0.5f) + __half(1.0f);
  w = half_max(w, hsqrt(__habs(v)));
  if (__hisnan(w)) w = __ushort_as_half((unsigned short)0x7BFFU);
  out[i] = -w;
}

int main() {
  const int rows = 512, cols = 1024;
  std::vector<__half> hA(rows * cols), hx(cols);
  for (int i = 0; i < rows * cols; ++i) hA[i] = __float2half_rn(0.001f * (i % 100));
  for (int i = 0; i < cols; ++i) hx[i] = __float2half(1.0f);
  __half *dA, *dx, *dh;
  float *dy;
  cudaMalloc(&dA, hA.size() * sizeof(__half));
  cudaMalloc(&dx, hx.size() * sizeof(__half));
  cudaMalloc(&dy, rows * sizeof(float));
  cudaMalloc(&dh, cols * sizeof(__half));
  cudaMemcpy(dA, hA.data(), hA.size() * sizeof(__half), cudaMemcpyHostToDevice);
  cudaMemcpy(dx, hx.data(), hx.size() * sizeof(__half), cudaMemcpyHostToDevice);
  gemv_half2<128><<<rows, 128>>>(dA, dx, dy, rows, cols);
  half_ops<<<cols / 256, 256>>>(dh, dx, cols);
  __nv_bfloat162 *by, *bx;
  cudaMalloc(&by, 512 * sizeof(__nv_bfloat162));
  cudaMalloc(&bx, 512 * sizeof(__nv_bfloat162));
  bf16_axpy<<<2, 256>>>(by, bx, __float2bfloat16(2.0f), 512);
  std::vector<float> hy(rows);
  cudaMemcpy(hy.data(), dy, rows * sizeof(float), cudaMemcpyDeviceToHost);
  __half h = __float2half(3.25f);
  float back = __half2float(h);
  std::printf("y[0]=%g y[1]=%g roundtrip=%g\n", hy[0], hy[1], back);
  cudaFree(dA);
  cudaFree(dx);
  cudaFree(dy);
  cudaFree(dh);
  cudaFree(by);
  cudaFree(bx);
  return back == 3.25f ? 0 : 1;
}
