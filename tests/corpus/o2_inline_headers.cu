// nvcc-flags: -O2
// Host code built with optimization: glibc's headers then define extern inline (gnu_inline)
// versions of ctype, string and stdlib functions after declaring them.
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>

__global__ void shout(char *s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && s[i] >= 'a' && s[i] <= 'z') s[i] = s[i] - 'a' + 'A';
}

int main(int argc, char **argv) {
  const char *msg = argc > 1 ? argv[1] : "hello";
  int n = (int)strlen(msg);
  char *d = nullptr;
  cudaMalloc(&d, n + 1);
  cudaMemcpy(d, msg, n + 1, cudaMemcpyHostToDevice);
  shout<<<1, 64>>>(d, n);
  char out[64];
  cudaMemcpy(out, d, n + 1, cudaMemcpyDeviceToHost);
  int alnum = 0;
  for (int i = 0; i < n; i++) alnum += isalnum((unsigned char)out[i]) ? 1 : 0;
  printf("%s %d %d\n", out, alnum, atoi("42") + toupper('a'));
  cudaFree(d);
  return 0;
}
