// llm.c-style attention pieces: online softmax with warp/block reductions templated on the block
// size, GELU with bf16 and Packed128 loads, cudaLaunchKernelEx with a launch attribute, and
// occupancy queries; buffers managed through a small RAII wrapper over std::vector sizes.
#include <cassert>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cuda_bf16.h>
#include <cuda_runtime.h>
#include <vector>

#define WARP_SIZE 32U
#define CEIL_DIV(M, N) (((M) + (N)-1) / (N))
#define GELU_SCALING_FACTOR sqrtf(2.0f / M_PI)

inline void cudaCheck_(cudaError_t error, const char *file, int line) {
  if (error != cudaSuccess) {
    std::fprintf(stderr, "[CUDA ERROR] at file %s:%d:\n%s\n", file, line, cudaGetErrorString(error));
    std::exit(EXIT_FAILURE);
  }
}
#define cudaCheck(err) (cudaCheck_(err, __FILE__, __LINE__))

typedef __nv_bfloat16 floatX;

__device__ inline float warpReduceMax(float val) {
  for (int offset = 16; offset > 0; offset /= 2) val = fmaxf(val, __shfl_xor_sync(0xFFFFFFFF, val, offset));
  return val;
}
__device__ inline float warpReduceSum(float val) {
  for (int offset = 16; offset > 0; offset /= 2) val += __shfl_xor_sync(0xFFFFFFFF, val, offset);
  return val;
}

using reduction_func_t = float (*)(float);
template <reduction_func_t warp_reduction>
__device__ inline float blockReduce(float val, bool final_sync = false, float out_of_bounds = 0.0f) {
  __shared__ float shared_val[WARP_SIZE];
  const int lane_id = threadIdx.x % WARP_SIZE;
  const int warp_id = threadIdx.x / WARP_SIZE;
  const int num_warps = blockDim.x / WARP_SIZE;
  float warp_val = warp_reduction(val);
  if (lane_id == 0) shared_val[warp_id] = warp_val;
  __syncthreads();
  warp_val = (lane_id < num_warps) ? shared_val[lane_id] : out_of_bounds;
  float block_val = warp_reduction(warp_val);
  if (final_sync) __syncthreads();
  return block_val;
}

template <int BLOCK_SIZE>
__global__ void __launch_bounds__(BLOCK_SIZE)
    softmax_forward_kernel(floatX *__restrict__ out, const floatX *__restrict__ inp, int N, int C,
                           float inv_temperature) {
  static_assert(BLOCK_SIZE % WARP_SIZE == 0, "block must be whole warps");
  const int idx = blockIdx.x;
  if (idx >= N) return;
  const floatX *x = inp + (size_t)idx * C;
  float maxval = -FLT_MAX, sumval = 0.0f;
  for (int i = threadIdx.x; i < C; i += BLOCK_SIZE) {
    float v = (float)x[i] * inv_temperature;
    float newmax = fmaxf(maxval, v);
    sumval = sumval * expf(maxval - newmax) + expf(v - newmax);
    maxval = newmax;
  }
  float global_max = blockReduce<warpReduceMax>(maxval, true, -FLT_MAX);
  sumval *= expf(maxval - global_max);
  float norm = 1.f / blockReduce<warpReduceSum>(sumval);
  for (int i = threadIdx.x; i < C; i += BLOCK_SIZE)
    __stcs(out + (size_t)idx * C + i, (floatX)(expf((float)x[i] * inv_temperature - global_max) * norm));
}

__global__ void gelu_forward_kernel2(floatX *out, const floatX *inp, int N) {
  int i = (blockIdx.x * blockDim.x + threadIdx.x) * 8;
  if (i >= N) return;
  int4 raw = __ldcs(reinterpret_cast<const int4 *>(inp + i));
  const __nv_bfloat162 *pairs = reinterpret_cast<const __nv_bfloat162 *>(&raw);
  int4 res;
  __nv_bfloat162 *outp = reinterpret_cast<__nv_bfloat162 *>(&res);
#pragma unroll
  for (int k = 0; k < 4; ++k) {
    float2 f = __bfloat1622float2(pairs[k]);
    float a = 0.5f * f.x * (1.0f + tanhf(GELU_SCALING_FACTOR * (f.x + 0.044715f * f.x * f.x * f.x)));
    float b = 0.5f * f.y * (1.0f + tanhf(GELU_SCALING_FACTOR * (f.y + 0.044715f * f.y * f.y * f.y)));
    outp[k] = __floats2bfloat162_rn(a, b);
  }
  *reinterpret_cast<int4 *>(out + i) = res;
}

template <typename T>
struct DeviceBuffer {
  T *ptr = nullptr;
  size_t count = 0;
  explicit DeviceBuffer(size_t n) : count(n) { cudaCheck(cudaMalloc(&ptr, n * sizeof(T))); }
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
  ~DeviceBuffer() { cudaFree(ptr); }
  void upload(const std::vector<T> &h) { cudaCheck(cudaMemcpy(ptr, h.data(), count * sizeof(T), cudaMemcpyHostToDevice)); }
  operator T *() const { return ptr; }
};

int main() {
  const int B = 8, T = 1024, C = 1024;
  const int N = B * T;
  std::vector<floatX> h(static_cast<size_t>(N) * C);
  for (size_t i = 0; i < h.size(); ++i) h[i] = __float2bfloat16(std::sin(0.001f * i));
  DeviceBuffer<floatX> inp(h.size()), out(h.size());
  inp.upload(h);

  constexpr int block_size = 512;
  int max_blocks = 0;
  cudaCheck(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&max_blocks, softmax_forward_kernel<block_size>,
                                                          block_size, 0));
  cudaLaunchConfig_t config = {};
  config.gridDim = dim3(N);
  config.blockDim = dim3(block_size);
  config.dynamicSmemBytes = 0;
  config.stream = 0;
  cudaLaunchAttribute attrs[1];
  attrs[0].id = cudaLaunchAttributeProgrammaticStreamSerialization;
  attrs[0].val.programmaticStreamSerializationAllowed = 1;
  config.attrs = attrs;
  config.numAttrs = 1;
  cudaCheck(cudaLaunchKernelEx(&config, softmax_forward_kernel<block_size>, (floatX *)out,
                               (const floatX *)inp, N, C, 1.0f));
  gelu_forward_kernel2<<<CEIL_DIV(N * C, 8 * 256), 256>>>(out, inp, N * C);
  cudaCheck(cudaGetLastError());
  cudaCheck(cudaDeviceSynchronize());
  std::printf("max blocks/SM %d\n", max_blocks);
  return 0;
}
