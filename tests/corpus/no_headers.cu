// A program that includes no header of its own (only nvcc's implicit cuda_runtime.h).
__device__ int square(int x) { return x * x; }

__global__ void squares(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = square(i);
}

int run(int n) {
  int *d = nullptr;
  if (cudaMalloc(&d, n * sizeof(int)) != cudaSuccess) return -1;
  squares<<<(n + 127) / 128, 128>>>(d, n);
  int last = 0;
  cudaMemcpy(&last, d + n - 1, sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);
  return last;
}

int main() { return run(1000) == 999 * 999 ? 0 : 1; }
