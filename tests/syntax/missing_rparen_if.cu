// Missing ')' in an if condition inside a kernel.
__global__ void clamp(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n {
    p[i] = p[i] > 1.0f ? 1.0f : p[i];
  }
}
