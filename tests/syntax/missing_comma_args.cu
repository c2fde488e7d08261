// Two call arguments without a separating comma.
#include <cstdio>

int main() {
  int a = 1, b = 2;
  std::printf("%d %d\n", a b);
  return 0;
}
