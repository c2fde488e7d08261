// Tiled SGEMM in the style of the CUDA samples' matrixMul: the tile size is a template
// parameter, __shared__ tiles are sized from it, and the host picks an instantiation at run time.
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK_CUDA(call)                                                                  \
  do {                                                                                    \
    cudaError_t err_ = (call);                                                            \
    if (err_ != cudaSuccess) {                                                            \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err_)); \
      std::exit(EXIT_FAILURE);                                                            \
    }                                                                                     \
  } while (0)

template <int BLOCK_SIZE, typename T = float>
__global__ void MatrixMulCUDA(T *__restrict__ C, const T *__restrict__ A, const T *__restrict__ B,
                              int wA, int wB) {
  int bx = blockIdx.x, by = blockIdx.y;
  int tx = threadIdx.x, ty = threadIdx.y;
  int aBegin = wA * BLOCK_SIZE * by;
  int aEnd = aBegin + wA - 1;
  int aStep = BLOCK_SIZE;
  int bBegin = BLOCK_SIZE * bx;
  int bStep = BLOCK_SIZE * wB;
  T Csub = 0;
  for (int a = aBegin, b = bBegin; a <= aEnd; a += aStep, b += bStep) {
    __shared__ T As[BLOCK_SIZE][BLOCK_SIZE];
    __shared__ T Bs[BLOCK_SIZE][BLOCK_SIZE + 1];  // padded against bank conflicts
    As[ty][tx] = A[a + wA * ty + tx];
    Bs[ty][tx] = B[b + wB * ty + tx];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BLOCK_SIZE; ++k) Csub += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  int c = wB * BLOCK_SIZE * by + BLOCK_SIZE * bx;
  C[c + wB * ty + tx] = Csub;
}

// Register-blocked variant: each thread computes TM x TN outputs.
template <int BM, int BN, int BK, int TM, int TN>
__global__ void __launch_bounds__((BM / TM) * (BN / TN))
    sgemm_reg(int M, int N, int K, float alpha, const float *A, const float *B, float beta,
              float *C) {
  static_assert(BM % TM == 0 && BN % TN == 0, "tile must divide block");
  __shared__ float As[BK * BM];
  __shared__ float Bs[BK * BN];
  const int threadCol = threadIdx.x % (BN / TN);
  const int threadRow = threadIdx.x / (BN / TN);
  A += blockIdx.y * BM * K;
  B += blockIdx.x * BN;
  C += blockIdx.y * BM * N + blockIdx.x * BN;
  float threadResults[TM * TN] = {0.0f};
  float regM[TM], regN[TN];
  constexpr int numThreads = (BM / TM) * (BN / TN);
  for (int bk = 0; bk < K; bk += BK) {
    for (int i = threadIdx.x; i < BM * BK; i += numThreads) As[(i % BK) * BM + i / BK] = A[(i / BK) * K + i % BK];
    for (int i = threadIdx.x; i < BK * BN; i += numThreads) Bs[i] = B[(i / BN) * N + i % BN];
    __syncthreads();
    A += BK;
    B += BK * N;
    for (int dot = 0; dot < BK; ++dot) {
      for (int i = 0; i < TM; ++i) regM[i] = As[dot * BM + threadRow * TM + i];
      for (int i = 0; i < TN; ++i) regN[i] = Bs[dot * BN + threadCol * TN + i];
      for (int m = 0; m < TM; ++m)
        for (int n = 0; n < TN; ++n) threadResults[m * TN + n] += regM[m] * regN[n];
    }
    __syncthreads();
  }
  for (int m = 0; m < TM; ++m)
    for (int n = 0; n < TN; ++n) {
      float &out = C[(threadRow * TM + m) * N + threadCol * TN + n];
      out = alpha * threadResults[m * TN + n] + beta * out;
    }
}

template <int BS>
void launch_tiled(float *dC, const float *dA, const float *dB, int wA, int hA, int wB) {
  dim3 threads(BS, BS);
  dim3 grid(wB / threads.x, hA / threads.y);
  MatrixMulCUDA<BS><<<grid, threads>>>(dC, dA, dB, wA, wB);
  CHECK_CUDA(cudaGetLastError());
}

int main(int argc, char **argv) {
  const int block_size = argc > 1 ? std::atoi(argv[1]) : 32;
  const int N = 256;
  std::vector<float> hA(N * N, 1.0f), hB(N * N, 0.01f), hC(N * N);
  float *dA, *dB, *dC;
  CHECK_CUDA(cudaMalloc(reinterpret_cast<void **>(&dA), hA.size() * sizeof(float)));
  CHECK_CUDA(cudaMalloc(reinterpret_cast<void **>(&dB), hB.size() * sizeof(float)));
  CHECK_CUDA(cudaMalloc(reinterpret_cast<void **>(&dC), hC.size() * sizeof(float)));
  CHECK_CUDA(cudaMemcpy(dA, hA.data(), hA.size() * sizeof(float), cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpy(dB, hB.data(), hB.size() * sizeof(float), cudaMemcpyHostToDevice));
  if (block_size == 16)
    launch_tiled<16>(dC, dA, dB, N, N, N);
  else
    launch_tiled<32>(dC, dA, dB, N, N, N);
  constexpr int BM = 64, BN = 64, BK = 8, TM = 8, TN = 8;
  dim3 grid(N / BN, N / BM);
  sgemm_reg<BM, BN, BK, TM, TN><<<grid, (BM / TM) * (BN / TN)>>>(N, N, N, 1.0f, dA, dB, 0.0f, dC);
  CHECK_CUDA(cudaDeviceSynchronize());
  CHECK_CUDA(cudaMemcpy(hC.data(), dC, hC.size() * sizeof(float), cudaMemcpyDeviceToHost));
  bool ok = true;
  for (float v : hC) ok = ok && std::abs(v - N * 0.01f) < 1e-3f;
  std::printf("%s\n", ok ? "Result = PASS" : "Result = FAIL");
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
