// A declaration with a type but a missing declarator name in a parameter-like position.
__global__ void k(int *p) {
  int = 5;
  p[0] = 1;
}
