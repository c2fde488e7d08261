// nvcc-flags: -rdc=true
// cooperative_groups.h grid-wide synchronization, launched with cudaLaunchCooperativeKernel
// (built as relocatable device code).
#include <cooperative_groups.h>
#include <cstdio>

namespace cg = cooperative_groups;

__global__ void two_phase(float *data, float *block_max, int n) {
  cg::grid_group grid = cg::this_grid();
  float local = 0.0f;
  for (int i = grid.thread_rank(); i < n; i += grid.size()) local = fmaxf(local, data[i]);
  atomicMax(reinterpret_cast<int *>(&block_max[blockIdx.x]), __float_as_int(local));
  grid.sync();
  float global = 0.0f;
  for (unsigned b = 0; b < gridDim.x; ++b) global = fmaxf(global, block_max[b]);
  for (int i = grid.thread_rank(); i < n; i += grid.size()) data[i] /= global;
}

int main() {
  int supported = 0;
  cudaDeviceGetAttribute(&supported, cudaDevAttrCooperativeLaunch, 0);
  if (!supported) return 0;
  const int n = 1 << 14, blocks = 8, threads = 128;
  float *data, *block_max;
  cudaMalloc(&data, n * sizeof(float));
  cudaMalloc(&block_max, blocks * sizeof(float));
  cudaMemset(data, 0, n * sizeof(float));
  cudaMemset(block_max, 0, blocks * sizeof(float));
  int nn = n;
  void *args[] = {&data, &block_max, &nn};
  cudaError_t err = cudaLaunchCooperativeKernel(reinterpret_cast<void *>(two_phase), dim3(blocks),
                                                dim3(threads), args, 0, nullptr);
  cudaDeviceSynchronize();
  cudaFree(data);
  cudaFree(block_max);
  std::printf("%s\n", cudaGetErrorString(err));
  return err == cudaSuccess ? 0 : 1;
}
