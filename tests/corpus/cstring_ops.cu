// <cstring>: host string functions and device memcpy/memset.
#include <cstdio>
#include <cstring>

struct Record {
  char name[16];
  int score;
};

__global__ void copy_records(const Record *src, Record *dst, int n) {
  int i = threadIdx.x;
  if (i < n) {
    memcpy(&dst[i], &src[i], sizeof(Record));
    if (dst[i].score < 0) memset(dst[i].name, 0, sizeof dst[i].name);
  }
}

int main() {
  Record host[3];
  const char *names[] = {"alpha", "beta", "gamma"};
  for (int i = 0; i < 3; ++i) {
    std::memset(&host[i], 0, sizeof(Record));
    std::strncpy(host[i].name, names[i], sizeof host[i].name - 1);
    host[i].score = static_cast<int>(std::strlen(names[i])) - 5;
  }
  Record *a, *b;
  cudaMalloc(&a, sizeof host);
  cudaMalloc(&b, sizeof host);
  cudaMemcpy(a, host, sizeof host, cudaMemcpyHostToDevice);
  copy_records<<<1, 32>>>(a, b, 3);
  Record back[3];
  cudaMemcpy(back, b, sizeof back, cudaMemcpyDeviceToHost);
  cudaFree(a);
  cudaFree(b);
  std::printf("%s\n", back[0].name);
  return std::strcmp(back[2].name, "gamma") == 0 ? 0 : 1;
}
