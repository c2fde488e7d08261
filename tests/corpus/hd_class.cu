// Classes with __host__ __device__ members: a small vector type used on both sides,
// operator overloading, constexpr constructors and a device-side virtual-free hierarchy.
#include <cstdio>

class Vec3 {
 public:
  __host__ __device__ constexpr Vec3() : x_(0), y_(0), z_(0) {}
  __host__ __device__ constexpr Vec3(float x, float y, float z) : x_(x), y_(y), z_(z) {}
  __host__ __device__ float x() const { return x_; }
  __host__ __device__ float dot(const Vec3 &o) const { return x_ * o.x_ + y_ * o.y_ + z_ * o.z_; }
  __host__ __device__ Vec3 operator+(const Vec3 &o) const { return {x_ + o.x_, y_ + o.y_, z_ + o.z_}; }
  __host__ __device__ Vec3 &operator*=(float s) {
    x_ *= s;
    y_ *= s;
    z_ *= s;
    return *this;
  }
  __device__ void atomic_accumulate(Vec3 *target) const {
    atomicAdd(&target->x_, x_);
    atomicAdd(&target->y_, y_);
    atomicAdd(&target->z_, z_);
  }

 private:
  float x_, y_, z_;
};

struct Sphere {
  Vec3 center;
  float radius;
  __host__ __device__ bool contains(const Vec3 &p) const {
    Vec3 d = p + Vec3(-center.x(), 0, 0);
    return d.dot(d) <= radius * radius;
  }
};

__global__ void centroid(const Vec3 *points, int n, Sphere s, Vec3 *sum, int *inside) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && s.contains(points[i])) {
    points[i].atomic_accumulate(sum);
    atomicAdd(inside, 1);
  }
}

int main() {
  const int n = 64;
  Vec3 pts[n];
  for (int i = 0; i < n; ++i) {
    pts[i] = Vec3(i * 0.1f, 0, 0);
    pts[i] *= 1.0f;
  }
  Vec3 *d_pts, *d_sum;
  int *d_inside, inside = 0;
  cudaMalloc(&d_pts, sizeof pts);
  cudaMalloc(&d_sum, sizeof(Vec3));
  cudaMalloc(&d_inside, sizeof(int));
  cudaMemcpy(d_pts, pts, sizeof pts, cudaMemcpyHostToDevice);
  cudaMemset(d_sum, 0, sizeof(Vec3));
  cudaMemset(d_inside, 0, sizeof(int));
  centroid<<<1, n>>>(d_pts, n, Sphere{Vec3(), 2.0f}, d_sum, d_inside);
  cudaMemcpy(&inside, d_inside, sizeof inside, cudaMemcpyDeviceToHost);
  cudaFree(d_pts);
  cudaFree(d_sum);
  cudaFree(d_inside);
  std::printf("inside=%d\n", inside);
  return inside == 21 ? 0 : 1;
}
