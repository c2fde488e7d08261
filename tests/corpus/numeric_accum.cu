// <numeric>: iota/accumulate/inner_product checked against a shared-memory dot product.
#include <cstdio>
#include <numeric>
#include <vector>

template <int BLOCK>
__global__ void dot(const float *a, const float *b, float *partial, int n) {
  __shared__ float cache[BLOCK];
  float sum = 0.0f;
  for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += BLOCK * gridDim.x) sum += a[i] * b[i];
  cache[threadIdx.x] = sum;
  __syncthreads();
  for (int s = BLOCK / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) cache[threadIdx.x] += cache[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) partial[blockIdx.x] = cache[0];
}

int main() {
  const int n = 4096, blocks = 16;
  std::vector<float> a(n), b(n, 0.5f);
  std::iota(a.begin(), a.end(), 0.0f);
  float expected = std::inner_product(a.begin(), a.end(), b.begin(), 0.0f);
  float *da, *db, *dp;
  cudaMalloc(&da, n * sizeof(float));
  cudaMalloc(&db, n * sizeof(float));
  cudaMalloc(&dp, blocks * sizeof(float));
  cudaMemcpy(da, a.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(db, b.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  dot<128><<<blocks, 128>>>(da, db, dp, n);
  std::vector<float> partial(blocks);
  cudaMemcpy(partial.data(), dp, blocks * sizeof(float), cudaMemcpyDeviceToHost);
  float got = std::accumulate(partial.begin(), partial.end(), 0.0f);
  std::printf("expected %f got %f gcd %d\n", expected, got, std::gcd(12, 18));
  cudaFree(da);
  cudaFree(db);
  cudaFree(dp);
  return got == expected ? 0 : 1;
}
