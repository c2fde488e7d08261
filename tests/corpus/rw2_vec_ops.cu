// nvcc-flags: -std=c++17
#include <cstdio>
#include <cmath>
struct Vec3 {
  float x, y, z;
  __host__ __device__ Vec3() : x(0), y(0), z(0) {}
  __host__ __device__ Vec3(float a, float b, float c) : x(a), y(b), z(c) {}
  __host__ __device__ Vec3 operator+(const Vec3 &o) const { return {x + o.x, y + o.y, z + o.z}; }
  __host__ __device__ Vec3 &operator+=(const Vec3 &o) { x += o.x; y += o.y; z += o.z; return *this; }
  __host__ __device__ float &operator[](int i) { return i == 0 ? x : i == 1 ? y : z; }
  __host__ __device__ friend Vec3 operator*(float s, const Vec3 &v) { return {s * v.x, s * v.y, s * v.z}; }
  __host__ __device__ float length() const { return sqrtf(x * x + y * y + z * z); }
  static constexpr int dims = 3;
};
template <typename Derived> struct Shape {
  __host__ __device__ float area() const { return static_cast<const Derived *>(this)->area_impl(); }
};
struct Circle : Shape<Circle> { float r; __host__ __device__ float area_impl() const { return 3.14159f * r * r; } };
enum class Mode : unsigned char { Fast = 1, Precise = 2 };
union Bits { float f; unsigned u; };
struct Packed { unsigned a : 3, b : 5; unsigned c : 24; };
inline constexpr float kScale = 0.5f;
__constant__ float c_table[Vec3::dims] = {1, 2, 3};
__global__ void integrate(Vec3 *p, const Vec3 *v, int n, float dt, Mode m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Vec3 step = dt * v[i];
  if (m == Mode::Precise) step += kScale * step;
  p[i] += step;
  Bits b; b.f = p[i].length(); p[i][0] += (b.u & 1) * c_table[0];
}
float host_area() { Circle c; c.r = 2; return c.area(); }
int main() {
  Packed pk{1, 2, 3};
  Vec3 *p, *v; cudaMalloc(&p, 64 * sizeof(Vec3)); cudaMalloc(&v, 64 * sizeof(Vec3));
  integrate<<<1, 64>>>(p, v, 64, 0.01f, Mode::Fast);
  printf("%f %u\n", host_area(), pk.c);
  return 0;
}
