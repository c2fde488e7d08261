// nvcc-flags: -std=c++17 -arch=sm_80
// Modern CCCL/libcu++ in kernels: NV_IF_TARGET / NV_DISPATCH_TARGET from <nv/target>,
// cuda::std::mdspan over device buffers, cuda::std::optional / variant / expected / complex,
// cuda::barrier with cuda::memcpy_async, cuda::std::bit operations, and cuda::ceil_div.
#include <cstdio>
#include <cuda/barrier>
#include <cuda/cmath>
#include <cuda/std/bit>
#include <cuda/std/complex>
#include <cuda/std/expected>
#include <cuda/std/mdspan>
#include <cuda/std/optional>
#include <cuda/std/variant>
#include <nv/target>

using Matrix = cuda::std::mdspan<float, cuda::std::dextents<int, 2>>;

__host__ __device__ int target_code() {
  NV_IF_TARGET(NV_IS_DEVICE, (return 1;), (return 0;));
}

__device__ float fast_exp(float x) {
  NV_IF_ELSE_TARGET(NV_PROVIDES_SM_80, (return __expf(x);), (return expf(x);));
}

__host__ __device__ cuda::std::optional<int> checked_div(int a, int b) {
  if (b == 0) return cuda::std::nullopt;
  return a / b;
}

__host__ __device__ cuda::std::expected<float, int> safe_sqrt(float x) {
  if (x < 0.f) return cuda::std::unexpected<int>(-1);
  return sqrtf(x);
}

struct Scale {
  float s;
};
struct Offset {
  float o;
};
using Transform = cuda::std::variant<Scale, Offset>;

__global__ void transform_matrix(float *data, int rows, int cols, Transform t) {
  Matrix m(data, rows, cols);
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= m.extent(0) || c >= m.extent(1)) return;
  float &v = m(r, c);
  if (auto *s = cuda::std::get_if<Scale>(&t))
    v *= s->s;
  else
    v += cuda::std::get<Offset>(t).o;
  auto q = checked_div(r, c);
  auto e = safe_sqrt(v);
  v += q.value_or(0) + (e.has_value() ? *e : 0.f) + fast_exp(0.f) + target_code();
  cuda::std::complex<float> z(v, 1.f);
  v = cuda::std::abs(z * z) + static_cast<float>(cuda::std::popcount(static_cast<unsigned>(c)));
}

__global__ void staged_copy(float *out, const float *in, int n) {
  __shared__ float tile[256];
  // (real code puts "#pragma nv_diag_suppress static_var_with_dynamic_init" here)
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  if (threadIdx.x == 0) init(&bar, blockDim.x);
  __syncthreads();
  int base = blockIdx.x * 256;
  if (threadIdx.x == 0 && base + 256 <= n)
    cuda::memcpy_async(tile, in + base, cuda::aligned_size_t<16>(256 * sizeof(float)), bar);
  bar.arrive_and_wait();
  if (base + threadIdx.x < n) out[base + threadIdx.x] = tile[threadIdx.x] * 2.f;
}

int main() {
  const int rows = 64, cols = 48;
  float *d;
  cudaMalloc(&d, rows * cols * sizeof(float));
  cudaMemset(d, 0, rows * cols * sizeof(float));
  dim3 block(16, 16);
  dim3 grid(cuda::ceil_div(cols, 16), cuda::ceil_div(rows, 16));
  transform_matrix<<<grid, block>>>(d, rows, cols, Transform{Scale{2.f}});
  transform_matrix<<<grid, block>>>(d, rows, cols, Transform{Offset{1.f}});
  float *o;
  cudaMalloc(&o, rows * cols * sizeof(float));
  staged_copy<<<cuda::ceil_div(rows * cols, 256), 256>>>(o, d, rows * cols);
  cudaDeviceSynchronize();
  auto q = checked_div(7, 0);
  std::printf("host target=%d div=%d bitw=%d\n", target_code(), q.value_or(-1), cuda::std::bit_width(255u));
  cudaFree(d);
  cudaFree(o);
  return 0;
}
