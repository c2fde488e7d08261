// An initializer with no expression, in host code after <cstdio>.
#include <cstdio>

int main() {
  int x = ;
  std::printf("%d\n", x);
  return 0;
}
