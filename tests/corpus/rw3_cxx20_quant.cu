// nvcc-flags: -std=c++20
// Int8 per-channel quantization / dequantization (TensorRT-LLM-like) in C++20: concepts for
// element types, designated initializers for by-value kernel params, a consteval tile picker,
// templated lambdas for dispatch and std::span on the host.
#include <array>
#include <bit>
#include <concepts>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>
#include <cuda_runtime.h>

template <typename T>
concept FloatLike = std::same_as<T, float> || std::same_as<T, double>;

template <typename T>
concept QuantType = std::same_as<T, int8_t> || std::same_as<T, uint8_t>;

struct QuantParams {
  int rows = 0;
  int cols = 0;
  float clip = 127.f;
  bool symmetric = true;
};

template <int kCols>
struct TileShape {
  static constexpr int kThreads = kCols >= 1024 ? 256 : 128;
  static constexpr int kVec = 4;
  static constexpr int kItemsPerThread = (kCols + kThreads * kVec - 1) / (kThreads * kVec);
};

consteval int pick_threads(int cols) { return cols >= 1024 ? 256 : 128; }
static_assert(pick_threads(4096) == TileShape<4096>::kThreads);
static_assert(pick_threads(64) == TileShape<64>::kThreads);

template <int kBlock>
__device__ float block_absmax(float v) {
  static_assert(kBlock % 32 == 0 && kBlock <= 1024);
  __shared__ float warp_max[kBlock / 32];
  for (int off = 16; off > 0; off >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, off));
  if (threadIdx.x % 32 == 0) warp_max[threadIdx.x / 32] = v;
  __syncthreads();
  if (threadIdx.x < 32) {
    v = threadIdx.x < kBlock / 32 ? warp_max[threadIdx.x] : 0.f;
    for (int off = 16; off > 0; off >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, off));
    if (threadIdx.x == 0) warp_max[0] = v;
  }
  __syncthreads();
  return warp_max[0];
}

template <FloatLike T, QuantType Q, int kBlock>
__global__ void __launch_bounds__(kBlock)
quantize_per_row(const T *__restrict__ in, Q *__restrict__ out, float *__restrict__ scales, QuantParams p) {
  const T *row = in + static_cast<size_t>(blockIdx.x) * p.cols;
  Q *orow = out + static_cast<size_t>(blockIdx.x) * p.cols;
  float amax = 0.f;
  for (int c = threadIdx.x; c < p.cols; c += kBlock) amax = fmaxf(amax, fabsf(static_cast<float>(row[c])));
  amax = block_absmax<kBlock>(amax);
  const float scale = amax > 0.f ? p.clip / amax : 1.f;
  if (threadIdx.x == 0) scales[blockIdx.x] = 1.f / scale;
  for (int c = threadIdx.x; c < p.cols; c += kBlock) {
    float q = rintf(static_cast<float>(row[c]) * scale);
    if constexpr (std::is_signed_v<Q>) {
      q = fminf(fmaxf(q, -128.f), 127.f);
    } else {
      q = fminf(fmaxf(q + 128.f, 0.f), 255.f);
    }
    orow[c] = static_cast<Q>(q);
  }
}

__global__ void dequantize_char4(const char4 *__restrict__ in, float4 *__restrict__ out,
                                 const float *__restrict__ scales, int cols4) {
  const int r = blockIdx.y;
  const float s = __ldg(scales + r);
  for (int c = blockIdx.x * blockDim.x + threadIdx.x; c < cols4; c += blockDim.x * gridDim.x) {
    char4 v = in[r * cols4 + c];
    out[r * cols4 + c] = make_float4(v.x * s, v.y * s, v.z * s, v.w * s);
  }
}

template <typename T>
  requires FloatLike<T>
void quantize(std::span<const T> in, int8_t *d_out, float *d_scales, const QuantParams &p, cudaStream_t s) {
  if (in.size() != static_cast<size_t>(p.rows) * p.cols)
    throw std::invalid_argument("quantize: span of " + std::to_string(in.size()) + " elements for " +
                                std::to_string(p.rows) + "x" + std::to_string(p.cols));
  auto launch = [&]<int kBlock>() {
    quantize_per_row<T, int8_t, kBlock><<<p.rows, kBlock, 0, s>>>(in.data(), d_out, d_scales, p);
  };
  if (p.cols >= 1024)
    launch.template operator()<256>();
  else
    launch.template operator()<128>();
  if (auto e = cudaGetLastError(); e != cudaSuccess)
    throw std::runtime_error(std::string{"quantize: "} + cudaGetErrorString(e));
}

struct KernelInfo {
  std::string_view name;
  int min_sm;
  auto operator<=>(const KernelInfo &) const = default;
};

constexpr std::array kKernels{
    KernelInfo{.name = "quantize_per_row", .min_sm = 70},
    KernelInfo{.name = "dequantize_char4", .min_sm = 61},
};

using Launcher = std::function<void(const void *, void *, const float *, int, int, cudaStream_t)>;

const std::unordered_map<std::string, Launcher> &launchers() {
  static const std::unordered_map<std::string, Launcher> m{
      {"dequantize_char4",
       [](const void *in, void *out, const float *scales, int rows, int cols, cudaStream_t s) {
         if (cols % 4) throw std::invalid_argument("dequantize_char4 needs cols % 4 == 0");
         dim3 grid((cols / 4 + 127) / 128, rows);
         dequantize_char4<<<grid, 128, 0, s>>>(static_cast<const char4 *>(in), static_cast<float4 *>(out),
                                               scales, cols / 4);
       }},
  };
  return m;
}

int main() {
  constexpr QuantParams p{.rows = 4, .cols = 256, .clip = 127.f};
  std::vector<float> h(p.rows * p.cols);
  for (size_t i = 0; i < h.size(); ++i) h[i] = static_cast<float>(static_cast<int>(i % 37) - 18) * 0.25f;
  float *d_in, *d_scales, *d_deq;
  int8_t *d_q;
  cudaMalloc(&d_in, h.size() * sizeof(float));
  cudaMalloc(&d_deq, h.size() * sizeof(float));
  cudaMalloc(&d_q, h.size());
  cudaMalloc(&d_scales, p.rows * sizeof(float));
  cudaMemcpy(d_in, h.data(), h.size() * sizeof(float), cudaMemcpyHostToDevice);
  std::span<const float> dev_view(d_in, h.size());
  quantize(dev_view, d_q, d_scales, p, nullptr);
  launchers().at(std::string(kKernels[1].name))(d_q, d_deq, d_scales, p.rows, p.cols, nullptr);
  cudaDeviceSynchronize();
  std::printf("%d %u\n", static_cast<int>(kKernels[0] < kKernels[1]), std::bit_cast<uint32_t>(1.0f));
  for (void *ptr : {static_cast<void *>(d_in), static_cast<void *>(d_deq), static_cast<void *>(d_q),
                    static_cast<void *>(d_scales)})
    cudaFree(ptr);
  return 0;
}
