// Missing ';' after a struct definition.
#include <cstdio>

struct Point {
  float x, y;
}

__device__ float norm2(Point p) { return p.x * p.x + p.y * p.y; }
