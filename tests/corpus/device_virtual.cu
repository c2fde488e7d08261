// Polymorphism in device code: objects with virtual functions constructed on the device with
// placement new, used through base-class pointers.
#include <cstdio>
#include <new>

struct Shape {
  __device__ virtual ~Shape() {}
  __device__ virtual float area() const = 0;
  __device__ virtual const char *name() const { return "shape"; }
};

struct Circle : Shape {
  float r;
  __device__ explicit Circle(float radius) : r(radius) {}
  __device__ float area() const override { return 3.14159265f * r * r; }
  __device__ const char *name() const override { return "circle"; }
};

struct Rect final : Shape {
  float w, h;
  __device__ Rect(float width, float height) : w(width), h(height) {}
  __device__ float area() const override { return w * h; }
};

union ShapeStorage {
  unsigned char bytes[32];
  double align;
};

__global__ void total_area(float *out) {
  ShapeStorage a, b;
  Shape *shapes[2] = {new (a.bytes) Circle(1.0f), new (b.bytes) Rect(2.0f, 3.0f)};
  float sum = 0.0f;
  for (Shape *s : shapes) {
    sum += s->area();
    printf("%s\n", s->name());
    s->~Shape();
  }
  *out = sum;
}

int main() {
  float *d, h = 0;
  cudaMalloc(&d, sizeof h);
  total_area<<<1, 1>>>(d);
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  std::printf("%f\n", h);
  return h > 9.0f ? 0 : 1;
}
