// A member declaration missing ';' inside a class with __host__ __device__ members.
#include <cstdio>

class Accumulator {
 public:
  __host__ __device__ void add(float v) { total_ += v; }
  __host__ __device__ float total() const { return total_; }
 private:
  float total_
};
