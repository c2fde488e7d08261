// nvcc-flags: -std=c++17
#include <vector>
#include <functional>
#include <memory>
#include <string>
#include <stdexcept>
#include <iostream>
#include <algorithm>
#include <numeric>
#define CUDA_CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) throw std::runtime_error(std::string(#call) + ": " + cudaGetErrorString(e_)); } while (0)
namespace app {
class DeviceBuffer {
public:
  explicit DeviceBuffer(size_t n) : n_(n) { CUDA_CHECK(cudaMalloc(&p_, n * sizeof(float))); }
  ~DeviceBuffer() { cudaFree(p_); }
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
  DeviceBuffer(DeviceBuffer &&o) noexcept : p_(std::exchange(o.p_, nullptr)), n_(o.n_) {}
  float *get() const { return p_; }
  size_t size() const { return n_; }
private:
  float *p_ = nullptr;
  size_t n_;
};
using Callback = std::function<void(const std::string &)>;
struct Registry { std::vector<std::pair<std::string, Callback>> items; void add(std::string n, Callback c) { items.emplace_back(std::move(n), std::move(c)); } };
}
__global__ void saxpy(float a, const float *x, float *y, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) y[i] = a * x[i] + y[i]; }
using namespace app;
int main() {
  try {
    auto x = std::make_unique<DeviceBuffer>(1024), y = std::make_unique<DeviceBuffer>(1024);
    Registry r;
    int calls = 0;
    r.add("saxpy", [&, a = 2.0f](const std::string &name) { saxpy<<<4, 256>>>(a, x->get(), y->get(), 1024); ++calls; std::cout << name << "\n"; });
    for (auto &[n, cb] : r.items) cb(n);
    std::vector<int> v(10); std::iota(v.begin(), v.end(), 0);
    auto it = std::find_if(v.begin(), v.end(), [](int k) { return k > 5; });
    std::cout << *it << calls << std::endl;
    CUDA_CHECK(cudaDeviceSynchronize());
  } catch (const std::exception &e) { std::cerr << e.what() << "\n"; return 1; }
  return 0;
}
