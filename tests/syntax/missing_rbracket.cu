// An array declarator missing its ']'.
__global__ void k() {
  __shared__ float tile[32;
  tile[threadIdx.x] = 0.0f;
}
