// An 'else' with no matching 'if' inside a kernel.
__global__ void k(int *p) {
  p[0] = 1;
  else p[0] = 2;
}
