// <string>: std::string for host-side messages and kernel names.
#include <cstdio>
#include <string>

__global__ void count_char(const char *text, int n, char c, int *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && text[i] == c) atomicAdd(count, 1);
}

std::string describe(const std::string &what, int value) {
  return what + " = " + std::to_string(value);
}

int main() {
  std::string text = "the quick brown fox jumps over the lazy dog";
  char *d_text;
  int *d_count;
  cudaMalloc(&d_text, text.size());
  cudaMalloc(&d_count, sizeof(int));
  cudaMemset(d_count, 0, sizeof(int));
  cudaMemcpy(d_text, text.c_str(), text.size(), cudaMemcpyHostToDevice);
  count_char<<<1, 64>>>(d_text, static_cast<int>(text.size()), 'o', d_count);
  int count = 0;
  cudaMemcpy(&count, d_count, sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d_text);
  cudaFree(d_count);
  std::string msg = describe("count of 'o'", count);
  std::puts(msg.c_str());
  return msg.find("4") != std::string::npos ? 0 : 1;
}
