// Minimal CUDA program: one kernel printing from every thread.
#include <cstdio>

__global__ void hello(int tag) {
  printf("hello from block %d thread %d (tag %d)\n", blockIdx.x, threadIdx.x, tag);
}

int main() {
  hello<<<2, 4>>>(42);
  cudaError_t err = cudaDeviceSynchronize();
  if (err != cudaSuccess) {
    fprintf(stderr, "CUDA error: %s\n", cudaGetErrorString(err));
    return 1;
  }
  return 0;
}
