// nvcc-flags: -std=c++17
// Ways real code names and launches kernels: dispatch tables of kernel-template instantiations
// indexed at run time, kernel pointers and decltype, explicit specializations and explicit
// instantiations of kernel templates, overloaded kernels, forward-declared kernels, friend
// kernels, default arguments, launches from member functions of class templates, and occupancy
// helpers taking kernel templates.
#include <cstdio>
#include <type_traits>

template <int VEC>
__global__ void scale_vec(float *__restrict__ x, int n, float s = 2.0f) {
  int i = (blockIdx.x * blockDim.x + threadIdx.x) * VEC;
#pragma unroll
  for (int k = 0; k < VEC; ++k)
    if (i + k < n) x[i + k] *= s;
}

using ScaleKernel = void (*)(float *, int, float);
static const ScaleKernel kScaleTable[] = {scale_vec<1>, scale_vec<2>, scale_vec<4>, &scale_vec<8>};
static_assert(std::is_same<decltype(&scale_vec<1>), ScaleKernel>::value, "kernel pointer type");

template <typename T>
__global__ void fill(T *p, int n, T v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v;
}
template <>
__global__ void fill<bool>(bool *p, int n, bool v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = !v;
}
template __global__ void fill<double>(double *, int, double);

__global__ void process(float *p, int n);
__global__ void process(int *p, int n) {
  if (threadIdx.x < n) p[threadIdx.x] += 1;
}

class Accumulator {
 public:
  __host__ __device__ int get() const { return total_; }
  friend __global__ void accumulate(Accumulator *acc, const int *v, int n);

 private:
  int total_ = 0;
};

__global__ void accumulate(Accumulator *acc, const int *v, int n) {
  if (threadIdx.x < n) atomicAdd(&acc->total_, v[threadIdx.x]);
}

template <typename T, int BLOCK = 128>
struct Launcher {
  static void run(T *p, int n, T v, cudaStream_t s = nullptr) {
    fill<T><<<(n + BLOCK - 1) / BLOCK, BLOCK, 0, s>>>(p, n, v);
  }
  template <int VEC>
  void scale(float *x, int n) const {
    scale_vec<VEC><<<(n / VEC + BLOCK - 1) / BLOCK, BLOCK>>>(x, n);
  }
};

int best_block_size() {
  int minGrid = 0, block = 0;
  cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, scale_vec<4>, 0, 0);
  cudaFuncAttributes attr;
  cudaFuncGetAttributes(&attr, fill<float>);
  return block + static_cast<int>(attr.numRegs * 0);
}

__global__ void process(float *p, int n) {
  if (threadIdx.x < n) p[threadIdx.x] *= 0.5f;
}

int main(int argc, char **argv) {
  const int n = 1 << 12;
  float *x;
  int *iv;
  bool *bv;
  double *dv;
  Accumulator *acc;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&iv, n * sizeof(int));
  cudaMalloc(&bv, n * sizeof(bool));
  cudaMalloc(&dv, n * sizeof(double));
  cudaMalloc(&acc, sizeof(Accumulator));
  int which = argc % 4;
  kScaleTable[which]<<<n / 256, 64>>>(x, n, 3.0f);
  ScaleKernel k = kScaleTable[(which + 1) % 4];
  k<<<n / 256, 64>>>(x, n, 1.0f);
  scale_vec<2><<<n / 256, 128>>>(x, n);
  Launcher<float>::run(x, n, 1.0f);
  Launcher<double, 256>::run(dv, n, 2.0);
  Launcher<bool>{}.scale<4>(x, n);
  fill<<<n / 256, 256>>>(bv, n, true);
  fill<int><<<n / 256, 256>>>(iv, n, 7);
  process<<<1, 32>>>(iv, 32);
  process<<<1, 32>>>(x, 32);
  accumulate<<<1, 32>>>(acc, iv, 32);
  void *args[] = {&x, (void *)&n, &which};
  float s = 1.5f;
  args[2] = &s;
  cudaLaunchKernel(reinterpret_cast<const void *>(&scale_vec<1>), dim3(n / 128), dim3(128), args, 0, nullptr);
  cudaDeviceSynchronize();
  std::printf("block=%d\n", best_block_size());
  cudaFree(x);
  cudaFree(iv);
  cudaFree(bv);
  cudaFree(dv);
  cudaFree(acc);
  return 0;
}
