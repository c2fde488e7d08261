// A function body left open at end of file.
#include <cstdio>

int main() {
  for (int i = 0; i < 3; ++i) {
    std::printf("%d\n", i);
  }
  return 0;
