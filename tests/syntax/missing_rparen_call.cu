// Missing ')' in a call inside host code.
#include <cstdio>

int main() {
  std::printf("value: %d\n", 42;
  return 0;
}
