// <iostream>: stream output of device properties and results.
#include <iomanip>
#include <iostream>

__global__ void add_vectors(const double *a, const double *b, double *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

int main() {
  int count = 0;
  if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
    std::cerr << "no CUDA device" << std::endl;
    return 1;
  }
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  std::cout << "device: " << prop.name << " (sm_" << prop.major << prop.minor << ")\n";
  const int n = 8;
  double ha[n], hb[n], hc[n];
  for (int i = 0; i < n; ++i) {
    ha[i] = i * 0.5;
    hb[i] = 1.0 / (i + 1);
  }
  double *da, *db, *dc;
  cudaMalloc(&da, sizeof ha);
  cudaMalloc(&db, sizeof hb);
  cudaMalloc(&dc, sizeof hc);
  cudaMemcpy(da, ha, sizeof ha, cudaMemcpyHostToDevice);
  cudaMemcpy(db, hb, sizeof hb, cudaMemcpyHostToDevice);
  add_vectors<<<1, n>>>(da, db, dc, n);
  cudaMemcpy(hc, dc, sizeof hc, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) std::cout << std::setw(3) << i << ": " << std::fixed << hc[i] << '\n';
  cudaFree(da);
  cudaFree(db);
  cudaFree(dc);
  return 0;
}
