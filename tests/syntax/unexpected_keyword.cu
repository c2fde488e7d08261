// A keyword where an expression is expected.
__device__ int f(int x) {
  return x * while;
}
