// A kernel whose loop brace is never closed.
__global__ void fill(int *p, int n) {
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    p[i] = i;
}
