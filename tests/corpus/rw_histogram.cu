// 256-bin histogram in the style of the CUDA samples' histogram/: per-block shared-memory
// sub-histograms with atomicAdd, packed byte loads through uint4, then a global merge.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define HISTOGRAM256_BIN_COUNT 256
#define LOG2_WARP_SIZE 5U
#define WARP_SIZE (1U << LOG2_WARP_SIZE)
#define SHARED_MEMORY_BANKS 16
#define HISTOGRAM256_THREADBLOCK_SIZE (6 * SHARED_MEMORY_BANKS)
#define PARTIAL_HISTOGRAM256_COUNT 240
#define UMUL(a, b) __umul24((a), (b))
#define UMAD(a, b, c) (UMUL((a), (b)) + (c))

typedef unsigned int uint;
typedef unsigned char uchar;

static const uint MERGE_THREADBLOCK_SIZE = 256;

inline __device__ void addByte(uint *s_WarpHist, uint data) { atomicAdd(s_WarpHist + data, 1); }

inline __device__ void addWord(uint *s_WarpHist, uint data) {
  addByte(s_WarpHist, (data >> 0) & 0xFFU);
  addByte(s_WarpHist, (data >> 8) & 0xFFU);
  addByte(s_WarpHist, (data >> 16) & 0xFFU);
  addByte(s_WarpHist, (data >> 24) & 0xFFU);
}

__global__ void histogram256Kernel(uint *d_PartialHistograms, const uint *d_Data, uint dataCount) {
  __shared__ uint s_Hist[HISTOGRAM256_BIN_COUNT];
  for (uint i = threadIdx.x; i < HISTOGRAM256_BIN_COUNT; i += blockDim.x) s_Hist[i] = 0;
  __syncthreads();
  for (uint pos = UMAD(blockIdx.x, blockDim.x, threadIdx.x); pos < dataCount;
       pos += UMUL(blockDim.x, gridDim.x)) {
    uint data = d_Data[pos];
    addWord(s_Hist, data);
  }
  __syncthreads();
  for (uint bin = threadIdx.x; bin < HISTOGRAM256_BIN_COUNT; bin += blockDim.x)
    d_PartialHistograms[blockIdx.x * HISTOGRAM256_BIN_COUNT + bin] = s_Hist[bin];
}

__global__ void mergeHistogram256Kernel(uint *d_Histogram, uint *d_PartialHistograms,
                                        uint histogramCount) {
  uint sum = 0;
  for (uint i = threadIdx.x; i < histogramCount; i += MERGE_THREADBLOCK_SIZE)
    sum += d_PartialHistograms[blockIdx.x + i * HISTOGRAM256_BIN_COUNT];
  __shared__ uint data[MERGE_THREADBLOCK_SIZE];
  data[threadIdx.x] = sum;
  for (uint stride = MERGE_THREADBLOCK_SIZE / 2; stride > 0; stride >>= 1) {
    __syncthreads();
    if (threadIdx.x < stride) data[threadIdx.x] += data[threadIdx.x + stride];
  }
  if (threadIdx.x == 0) d_Histogram[blockIdx.x] = data[0];
}

// Vectorized variant: 16 bytes per load, bins as unsigned long long with atomicAdd on 64 bits.
__global__ void histogram_vec(unsigned long long *__restrict__ hist, const uchar *__restrict__ in,
                              size_t n) {
  __shared__ unsigned long long local[HISTOGRAM256_BIN_COUNT];
  for (int i = threadIdx.x; i < HISTOGRAM256_BIN_COUNT; i += blockDim.x) local[i] = 0ull;
  __syncthreads();
  const uint4 *in4 = reinterpret_cast<const uint4 *>(in);
  size_t n4 = n / sizeof(uint4);
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n4;
       i += (size_t)gridDim.x * blockDim.x) {
    uint4 v = in4[i];
    uint words[4] = {v.x, v.y, v.z, v.w};
#pragma unroll
    for (int w = 0; w < 4; ++w)
#pragma unroll
      for (int b = 0; b < 4; ++b) atomicAdd(&local[(words[w] >> (8 * b)) & 0xFF], 1ull);
  }
  __syncthreads();
  for (int i = threadIdx.x; i < HISTOGRAM256_BIN_COUNT; i += blockDim.x)
    if (local[i]) atomicAdd(&hist[i], local[i]);
}

int main() {
  const uint byteCount = 64 * 1048576 / 16;
  std::vector<uchar> h_Data(byteCount);
  srand(2009);
  for (uint i = 0; i < byteCount; i++) h_Data[i] = rand() % 256;
  uchar *d_Data;
  uint *d_Histogram, *d_PartialHistograms;
  unsigned long long *d_Hist64;
  cudaMalloc((void **)&d_Data, byteCount);
  cudaMalloc((void **)&d_Histogram, HISTOGRAM256_BIN_COUNT * sizeof(uint));
  cudaMalloc((void **)&d_PartialHistograms,
             PARTIAL_HISTOGRAM256_COUNT * HISTOGRAM256_BIN_COUNT * sizeof(uint));
  cudaMalloc((void **)&d_Hist64, HISTOGRAM256_BIN_COUNT * sizeof(unsigned long long));
  cudaMemcpy(d_Data, h_Data.data(), byteCount, cudaMemcpyHostToDevice);
  histogram256Kernel<<<PARTIAL_HISTOGRAM256_COUNT, HISTOGRAM256_THREADBLOCK_SIZE>>>(
      d_PartialHistograms, (uint *)d_Data, byteCount / sizeof(uint));
  mergeHistogram256Kernel<<<HISTOGRAM256_BIN_COUNT, MERGE_THREADBLOCK_SIZE>>>(
      d_Histogram, d_PartialHistograms, PARTIAL_HISTOGRAM256_COUNT);
  cudaMemset(d_Hist64, 0, HISTOGRAM256_BIN_COUNT * sizeof(unsigned long long));
  histogram_vec<<<128, 256>>>(d_Hist64, d_Data, byteCount);
  uint h_HistogramGPU[HISTOGRAM256_BIN_COUNT];
  cudaMemcpy(h_HistogramGPU, d_Histogram, sizeof(h_HistogramGPU), cudaMemcpyDeviceToHost);
  uint h_HistogramCPU[HISTOGRAM256_BIN_COUNT];
  std::memset(h_HistogramCPU, 0, sizeof(h_HistogramCPU));
  for (uint i = 0; i < byteCount; i++) h_HistogramCPU[h_Data[i]]++;
  int mismatch = std::memcmp(h_HistogramGPU, h_HistogramCPU, sizeof(h_HistogramCPU));
  std::printf("histogram: %s\n", mismatch ? "FAILED" : "PASSED");
  cudaFree(d_Data);
  cudaFree(d_Histogram);
  cudaFree(d_PartialHistograms);
  cudaFree(d_Hist64);
  return mismatch ? EXIT_FAILURE : EXIT_SUCCESS;
}
