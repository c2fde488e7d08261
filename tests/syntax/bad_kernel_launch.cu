// A kernel launch with an unclosed execution configuration.
#include <cstdio>

__global__ void hello() { printf("hi\n"); }

int main() {
  hello<<<1, 1>>(;
  return 0;
}
