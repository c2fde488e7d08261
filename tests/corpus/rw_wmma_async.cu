// nvcc-flags: -arch=sm_80
// Tensor-core GEMM tile with nvcuda::wmma fragments, cp.async through inline PTX (asm volatile
// with "r"/"l" constraints and __cvta_generic_to_shared), cuda::pipeline memcpy_async, a
// __grid_constant__ parameter, and #pragma nv_diag_suppress around an unused variable.
#include <cuda/pipeline>
#include <cuda_fp16.h>
#include <cooperative_groups.h>
#include <cstdio>
#include <mma.h>

using namespace nvcuda;

constexpr int WMMA_M = 16, WMMA_N = 16, WMMA_K = 16;

struct GemmParams {
  const half *A;
  const half *B;
  float *C;
  int M, N, K;
};

__device__ __forceinline__ void cp_async16(void *smem, const void *gmem) {
  unsigned saddr = static_cast<unsigned>(__cvta_generic_to_shared(smem));
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(saddr), "l"(gmem));
}
__device__ __forceinline__ void cp_async_wait_all() { asm volatile("cp.async.wait_all;\n" ::); }

__device__ __forceinline__ unsigned lane_id() {
  unsigned id;
  asm("mov.u32 %0, %%laneid;" : "=r"(id));
  return id;
}

__global__ void wmma_gemm(const __grid_constant__ GemmParams p) {
  __shared__ __align__(128) half As[WMMA_M * WMMA_K];
  __shared__ __align__(128) half Bs[WMMA_K * WMMA_N];
  int warpM = blockIdx.x, warpN = blockIdx.y;
  wmma::fragment<wmma::matrix_a, WMMA_M, WMMA_N, WMMA_K, half, wmma::row_major> a_frag;
  wmma::fragment<wmma::matrix_b, WMMA_M, WMMA_N, WMMA_K, half, wmma::col_major> b_frag;
  wmma::fragment<wmma::accumulator, WMMA_M, WMMA_N, WMMA_K, float> acc_frag;
  wmma::fill_fragment(acc_frag, 0.0f);
  for (int k = 0; k < p.K; k += WMMA_K) {
    unsigned l = lane_id();
    for (int c = l; c < WMMA_M * WMMA_K / 8; c += 32) {
      int r = c / (WMMA_K / 8), col = (c % (WMMA_K / 8)) * 8;
      cp_async16(&As[r * WMMA_K + col], p.A + (warpM * WMMA_M + r) * p.K + k + col);
      cp_async16(&Bs[r * WMMA_N + col], p.B + (warpN * WMMA_N + r) * p.K + k + col);
    }
    cp_async_wait_all();
    __syncwarp();
    wmma::load_matrix_sync(a_frag, As, WMMA_K);
    wmma::load_matrix_sync(b_frag, Bs, WMMA_K);
    wmma::mma_sync(acc_frag, a_frag, b_frag, acc_frag);
    __syncwarp();
  }
#pragma unroll
  for (int i = 0; i < acc_frag.num_elements; i++) acc_frag.x[i] *= 1.0f;
  wmma::store_matrix_sync(p.C + warpM * WMMA_M * p.N + warpN * WMMA_N, acc_frag, p.N, wmma::mem_row_major);
}

template <int STAGES>
__global__ void pipelined_copy(float *out, const float *in, int n) {
  extern __shared__ float stage_buf[];
  auto block = cooperative_groups::this_thread_block();
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  const int chunk = blockDim.x;
  for (int s = 0; s < STAGES; ++s) {
    pipe.producer_acquire();
    int idx = (blockIdx.x * STAGES + s) * chunk + threadIdx.x;
    if (idx < n) cuda::memcpy_async(&stage_buf[s * chunk + threadIdx.x], &in[idx], sizeof(float), pipe);
    pipe.producer_commit();
  }
  for (int s = 0; s < STAGES; ++s) {
    cuda::pipeline_consumer_wait_prior<0>(pipe);
    block.sync();
    int idx = (blockIdx.x * STAGES + s) * chunk + threadIdx.x;
    if (idx < n) out[idx] = 2.0f * stage_buf[s * chunk + threadIdx.x];
    pipe.consumer_release();
  }
}

int main() {
  const int M = 64, N = 64, K = 64;
  half *A, *B;
  float *C;
  cudaMalloc(&A, M * K * sizeof(half));
  cudaMalloc(&B, K * N * sizeof(half));
  cudaMalloc(&C, M * N * sizeof(float));
  GemmParams p{A, B, C, M, N, K};
  wmma_gemm<<<dim3(M / WMMA_M, N / WMMA_N), 32>>>(p);
#pragma nv_diag_suppress 177
  int unused_on_purpose = 0;
#pragma nv_diag_default 177
  const int n = 1 << 16;
  float *in, *out;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  constexpr int stages = 4;
  pipelined_copy<stages><<<n / (256 * stages), 256, stages * 256 * sizeof(float)>>>(out, in, n);
  cudaError_t err = cudaDeviceSynchronize();
  std::printf("%s\n", cudaGetErrorString(err));
  cudaFree(A);
  cudaFree(B);
  cudaFree(C);
  cudaFree(in);
  cudaFree(out);
  return 0;
}
