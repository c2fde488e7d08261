// Thrust with user functors: transform_reduce (saxpy norm), sort_by_key, zip_iterator over
// structure-of-arrays, counting_iterator, reduce_by_key and a __host__ __device__ predicate.
#include <cstdio>
#include <thrust/count.h>
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/host_vector.h>
#include <thrust/iterator/constant_iterator.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/transform.h>
#include <thrust/transform_reduce.h>
#include <thrust/tuple.h>

struct saxpy_functor {
  const float a;
  explicit saxpy_functor(float a_) : a(a_) {}
  __host__ __device__ float operator()(const float &x, const float &y) const { return a * x + y; }
};

template <typename T>
struct square {
  __host__ __device__ T operator()(const T &x) const { return x * x; }
};

struct is_odd {
  __host__ __device__ bool operator()(int x) const { return x & 1; }
};

// Rotate a tuple of (x, y) by 90 degrees through a zip_iterator.
struct rotate_tuple {
  template <typename Tuple>
  __host__ __device__ thrust::tuple<float, float> operator()(const Tuple &t) const {
    float x = thrust::get<0>(t);
    float y = thrust::get<1>(t);
    return thrust::make_tuple(-y, x);
  }
};

struct hash_mod {
  int m;
  __host__ __device__ int operator()(int i) const { return (i * 2654435761u) % m; }
};

int main() {
  const int N = 1 << 16;
  thrust::device_vector<float> X(N), Y(N);
  thrust::sequence(X.begin(), X.end(), 1.0f);
  thrust::fill(Y.begin(), Y.end(), 2.0f);
  thrust::transform(X.begin(), X.end(), Y.begin(), Y.begin(), saxpy_functor(3.0f));
  float norm2 = thrust::transform_reduce(Y.begin(), Y.end(), square<float>(), 0.0f,
                                         thrust::plus<float>());

  thrust::device_vector<float> xs(8), ys(8);
  thrust::sequence(xs.begin(), xs.end());
  thrust::sequence(ys.begin(), ys.end(), 10.0f);
  auto first = thrust::make_zip_iterator(thrust::make_tuple(xs.begin(), ys.begin()));
  auto last = thrust::make_zip_iterator(thrust::make_tuple(xs.end(), ys.end()));
  thrust::device_vector<float> rx(8), ry(8);
  thrust::transform(first, last, thrust::make_zip_iterator(thrust::make_tuple(rx.begin(), ry.begin())),
                    rotate_tuple());

  thrust::device_vector<int> keys(N), vals(N);
  thrust::transform(thrust::counting_iterator<int>(0), thrust::counting_iterator<int>(N), keys.begin(),
                    hash_mod{97});
  thrust::sequence(vals.begin(), vals.end());
  thrust::sort_by_key(keys.begin(), keys.end(), vals.begin());
  thrust::device_vector<int> ukeys(97), sums(97);
  auto ends = thrust::reduce_by_key(keys.begin(), keys.end(), thrust::constant_iterator<int>(1),
                                    ukeys.begin(), sums.begin());
  int groups = static_cast<int>(ends.first - ukeys.begin());

  int odd = thrust::count_if(thrust::make_counting_iterator(0), thrust::make_counting_iterator(100),
                             is_odd());
  auto sq_begin = thrust::make_transform_iterator(thrust::make_counting_iterator(1), square<int>());
  int sumsq = thrust::reduce(sq_begin, sq_begin + 10);
  thrust::sort(X.begin(), X.end(), thrust::greater<float>());
  thrust::host_vector<float> hx = X;
  std::printf("norm2=%g groups=%d odd=%d sumsq=%d max=%g rx0=%g\n", norm2, groups, odd, sumsq, hx[0],
              static_cast<float>(rx[1]));
  return sumsq == 385 ? 0 : 1;
}
