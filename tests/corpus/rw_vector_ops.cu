// helper_math.h-style operator overloads on float2/float3/float4, plus a packed-bitfield pixel
// type, a union punning floats and bits, and host/device structs checked with static_assert.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

inline __host__ __device__ float2 operator+(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
inline __host__ __device__ float3 operator+(float3 a, float3 b) {
  return make_float3(a.x + b.x, a.y + b.y, a.z + b.z);
}
inline __host__ __device__ void operator+=(float3 &a, float3 b) {
  a.x += b.x;
  a.y += b.y;
  a.z += b.z;
}
inline __host__ __device__ float3 operator-(float3 a, float3 b) {
  return make_float3(a.x - b.x, a.y - b.y, a.z - b.z);
}
inline __host__ __device__ float3 operator-(float3 &a) { return make_float3(-a.x, -a.y, -a.z); }
inline __host__ __device__ float3 operator*(float3 a, float s) { return make_float3(a.x * s, a.y * s, a.z * s); }
inline __host__ __device__ float3 operator*(float s, float3 a) { return a * s; }
inline __host__ __device__ float4 operator*(float4 a, float4 b) {
  return make_float4(a.x * b.x, a.y * b.y, a.z * b.z, a.w * b.w);
}
inline __host__ __device__ float dot(float3 a, float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline __host__ __device__ float3 cross(float3 a, float3 b) {
  return make_float3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}
inline __host__ __device__ float length(float3 v) { return sqrtf(dot(v, v)); }
inline __host__ __device__ float3 normalize(float3 v) {
  float invLen = rsqrtf(dot(v, v));
  return v * invLen;
}
inline __host__ __device__ bool operator==(const float3 &a, const float3 &b) {
  return a.x == b.x && a.y == b.y && a.z == b.z;
}

struct RGBA8 {
  uint32_t r : 8;
  uint32_t g : 8;
  uint32_t b : 8;
  uint32_t a : 8;
  __host__ __device__ RGBA8() : r(0), g(0), b(0), a(255) {}
  __host__ __device__ explicit RGBA8(float3 c)
      : r(static_cast<uint32_t>(fminf(fmaxf(c.x, 0.f), 1.f) * 255.f)),
        g(static_cast<uint32_t>(fminf(fmaxf(c.y, 0.f), 1.f) * 255.f)),
        b(static_cast<uint32_t>(fminf(fmaxf(c.z, 0.f), 1.f) * 255.f)), a(255) {}
};
static_assert(sizeof(RGBA8) == 4, "RGBA8 must pack into one word");

union FloatBits {
  float f;
  uint32_t u;
  struct {
    uint32_t mantissa : 23;
    uint32_t exponent : 8;
    uint32_t sign : 1;
  } parts;
};
static_assert(sizeof(FloatBits) == 4, "FloatBits");

struct Ray {
  float3 origin, dir;
  __host__ __device__ float3 at(float t) const { return origin + dir * t; }
};

struct Sphere {
  float3 center;
  float radius;
  __device__ bool hit(const Ray &ray, float &t) const {
    float3 oc = ray.origin - center;
    float b = dot(oc, ray.dir);
    float c = dot(oc, oc) - radius * radius;
    float disc = b * b - c;
    if (disc < 0.f) return false;
    t = -b - sqrtf(disc);
    return t > 0.f;
  }
};

__global__ void render(RGBA8 *fb, int w, int h, const Sphere *spheres, int nspheres) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  Ray ray{make_float3(0.f, 0.f, 0.f),
          normalize(make_float3((x - w / 2) / float(w), (y - h / 2) / float(h), -1.f))};
  float3 color = make_float3(0.1f, 0.1f, 0.2f);
  float closest = 1e30f;
  for (int i = 0; i < nspheres; ++i) {
    float t;
    if (spheres[i].hit(ray, t) && t < closest) {
      closest = t;
      float3 n = normalize(ray.at(t) - spheres[i].center);
      color = 0.5f * (n + make_float3(1.f, 1.f, 1.f));
    }
  }
  FloatBits fb_bits;
  fb_bits.f = closest;
  if (fb_bits.parts.sign) color = -color;
  fb[y * w + x] = RGBA8(color);
}

int main() {
  const int w = 320, h = 240;
  std::vector<Sphere> scene = {{make_float3(0.f, 0.f, -3.f), 1.f},
                               {make_float3(1.5f, 0.f, -4.f), 0.5f}};
  Sphere *d_scene;
  RGBA8 *d_fb;
  cudaMalloc(&d_scene, scene.size() * sizeof(Sphere));
  cudaMalloc(&d_fb, w * h * sizeof(RGBA8));
  cudaMemcpy(d_scene, scene.data(), scene.size() * sizeof(Sphere), cudaMemcpyHostToDevice);
  dim3 block(16, 16), grid((w + 15) / 16, (h + 15) / 16);
  render<<<grid, block>>>(d_fb, w, h, d_scene, static_cast<int>(scene.size()));
  std::vector<RGBA8> img(w * h);
  cudaMemcpy(img.data(), d_fb, img.size() * sizeof(RGBA8), cudaMemcpyDeviceToHost);
  float3 a = make_float3(1.f, 0.f, 0.f), b = make_float3(0.f, 1.f, 0.f);
  float3 c = cross(a, b);
  a += b;
  std::printf("cross=(%g,%g,%g) len=%g px=%u\n", c.x, c.y, c.z, length(a), img[w * h / 2 + w / 2].r);
  cudaFree(d_scene);
  cudaFree(d_fb);
  return c == make_float3(0.f, 0.f, 1.f) ? 0 : 1;
}
