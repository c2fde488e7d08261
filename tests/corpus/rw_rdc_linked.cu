// nvcc-flags: -rdc=true
// Separate compilation: extern __device__ and __constant__ declarations resolved at device link
// time, __device__ functions with external linkage called across units, a device-side function
// pointer table, and the host reading a __device__ variable through cudaGetSymbolAddress.
#include <cstdio>

extern __device__ int g_external_counter;         // defined in another translation unit
extern __constant__ float g_external_coeffs[16];  // likewise
extern __device__ float external_activation(float x);

__device__ int g_local_counter = 0;
__constant__ float g_bias[4] = {0.f, 0.5f, 1.f, 1.5f};
__device__ float g_table[256];

__device__ __noinline__ float relu(float x) { return x > 0.f ? x : 0.f; }
__device__ __noinline__ float leaky(float x) { return x > 0.f ? x : 0.01f * x; }
__device__ float identity(float x) { return x; }

typedef float (*act_fn)(float);
__device__ act_fn g_acts[3] = {relu, leaky, identity};

namespace detail {
__device__ float scale_by(float x, int k) { return x * g_bias[k & 3]; }
}  // namespace detail

extern "C" __device__ float c_linkage_helper(float x) { return x + 1.f; }

__global__ void layer(float *out, const float *in, int n, int which) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = in[i] * g_external_coeffs[i % 16];
  v = g_acts[which % 3](v);
  v = detail::scale_by(v, i) + external_activation(v);
  out[i] = c_linkage_helper(v) + g_table[i & 255];
  atomicAdd(&g_local_counter, 1);
  if (i == 0) atomicAdd(&g_external_counter, 1);
}

static cudaError_t upload_table() {
  float host[256];
  for (int i = 0; i < 256; ++i) host[i] = i * 0.5f;
  return cudaMemcpyToSymbol(g_table, host, sizeof host, 0, cudaMemcpyHostToDevice);
}

int launch_layer(float *out, const float *in, int n) {
  if (upload_table() != cudaSuccess) return -1;
  int *counter_addr = nullptr;
  cudaGetSymbolAddress(reinterpret_cast<void **>(&counter_addr), g_local_counter);
  cudaMemset(counter_addr, 0, sizeof(int));
  size_t bias_size = 0;
  cudaGetSymbolSize(&bias_size, g_bias);
  layer<<<(n + 127) / 128, 128>>>(out, in, n, 1);
  int count = 0;
  cudaMemcpyFromSymbol(&count, g_local_counter, sizeof count);
  std::printf("processed %d elements (bias table %zu bytes)\n", count, bias_size);
  return count;
}
