// nvcc-flags: -std=c++17
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/scan.h>
#include <thrust/unique.h>
#include <thrust/sort.h>
#include <thrust/execution_policy.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/gather.h>
#include <thrust/remove.h>
#include <thrust/binary_search.h>
#include <cstdio>
struct is_odd { __host__ __device__ bool operator()(int x) const { return x & 1; } };
int main() {
  thrust::device_vector<int> k(10), v(10);
  thrust::sequence(k.begin(), k.end(), 10, -1);
  thrust::sequence(v.begin(), v.end());
  thrust::sort_by_key(k.begin(), k.end(), v.begin());
  thrust::inclusive_scan(v.begin(), v.end(), v.begin());
  auto e = thrust::unique(k.begin(), k.end());
  thrust::remove_if(thrust::device, v.begin(), v.end(), is_odd());
  thrust::device_vector<int> idx(3, 1), out(3);
  thrust::gather(idx.begin(), idx.end(), v.begin(), out.begin());
  bool f = thrust::binary_search(k.begin(), e, 5);
  cudaStream_t s; cudaStreamCreate(&s);
  thrust::fill(thrust::cuda::par.on(s), out.begin(), out.end(), 7);
  printf("%d %d\n", (int)f, (int)out[0]);
  return 0;
}
