// thrust: device_vector/host_vector construction, copy, fill and sequence.
#include <cstdio>
#include <thrust/copy.h>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/host_vector.h>
#include <thrust/sequence.h>

int main() {
  thrust::host_vector<int> h(8);
  thrust::sequence(h.begin(), h.end(), 10);
  thrust::device_vector<int> d = h;
  thrust::fill(d.begin(), d.begin() + 2, -1);
  d.resize(12, 7);
  thrust::host_vector<int> back(d.size());
  thrust::copy(d.begin(), d.end(), back.begin());
  for (size_t i = 0; i < back.size(); ++i) std::printf("%d ", static_cast<int>(back[i]));
  std::printf("\n");
  int first = d[0];
  return first == -1 && back[11] == 7 ? 0 : 1;
}
