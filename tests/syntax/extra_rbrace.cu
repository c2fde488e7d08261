// A stray '}' at file scope after a complete function.
#include <cstdio>

__device__ int twice(int x) { return 2 * x; }
}

int main() { return 0; }
