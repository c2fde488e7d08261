// nvcc-flags: --extended-lambda
// thrust: sort, reduce and transform on device vectors, with a __device__ lambda
// (needs --extended-lambda) and a classic functor.
#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/reduce.h>
#include <thrust/sort.h>
#include <thrust/transform.h>

struct square_op {
  __host__ __device__ float operator()(float x) const { return x * x; }
};

int main() {
  const int n = 1000;
  thrust::device_vector<float> v(n);
  for (int i = 0; i < n; ++i) v[i] = static_cast<float>((i * 37) % n);
  thrust::sort(v.begin(), v.end(), thrust::greater<float>());
  thrust::device_vector<float> squares(n);
  thrust::transform(v.begin(), v.end(), squares.begin(), square_op());
  float scale = 0.5f;
  thrust::transform(squares.begin(), squares.end(), squares.begin(),
                    [=] __device__(float x) { return x * scale; });
  float total = thrust::reduce(squares.begin(), squares.end(), 0.0f, thrust::plus<float>());
  float largest = v[0];
  std::printf("largest=%f total=%f\n", largest, total);
  return largest == n - 1 ? 0 : 1;
}
