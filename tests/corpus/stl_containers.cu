// nvcc-flags: -std=c++17
#include <set>
#include <deque>
#include <list>
#include <array>
#include <valarray>
#include <any>
#include <regex>
#include <filesystem>
#include <iostream>
#include <string_view>
#include <bitset>
#include <cuda_runtime.h>
__global__ void k(int *p) { p[threadIdx.x] = threadIdx.x * 2; }
int main() {
  std::set<int> s{3, 1, 2}; std::deque<int> d(s.begin(), s.end()); std::list<int> l(d.begin(), d.end());
  std::array<int, 3> a{}; std::valarray<double> v(1.0, 4); std::any x = 5;
  std::regex re("[a-z]+"); std::string_view sv = "hello";
  std::bitset<8> bits(5);
  bool m = std::regex_match(std::string(sv), re);
  std::cout << s.size() << d.front() << l.back() << a[0] << v.sum() << std::any_cast<int>(x) << m << bits << std::filesystem::path("/tmp/a.txt").filename() << "\n";
  int *p; cudaMalloc(&p, 128); k<<<1, 32>>>(p); cudaFree(p);
  return 0;
}
