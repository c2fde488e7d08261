// nvcc-flags: -std=c++17
// Host-side C++ around kernels, as in application code: an abstract solver interface with virtual
// dispatch, RAII device buffers with move semantics and deleted copies, exceptions carrying CUDA
// errors, std::unique_ptr factories, operator<< for device vector types, std::optional and
// std::variant configuration, and static/friend members.
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>
#include <vector>

class CudaError : public std::runtime_error {
 public:
  CudaError(cudaError_t code, const std::string &where)
      : std::runtime_error(where + ": " + cudaGetErrorString(code)), code_(code) {}
  cudaError_t code() const noexcept { return code_; }

 private:
  cudaError_t code_;
};

inline void throw_on_error(cudaError_t e, const char *where) {
  if (e != cudaSuccess) throw CudaError(e, where);
}

template <typename T>
class DeviceArray {
 public:
  DeviceArray() = default;
  explicit DeviceArray(std::size_t n) : n_(n) { throw_on_error(cudaMalloc(&p_, n * sizeof(T)), "cudaMalloc"); }
  DeviceArray(const DeviceArray &) = delete;
  DeviceArray &operator=(const DeviceArray &) = delete;
  DeviceArray(DeviceArray &&o) noexcept : p_(std::exchange(o.p_, nullptr)), n_(std::exchange(o.n_, 0)) {}
  DeviceArray &operator=(DeviceArray &&o) noexcept {
    if (this != &o) {
      release();
      p_ = std::exchange(o.p_, nullptr);
      n_ = std::exchange(o.n_, 0);
    }
    return *this;
  }
  ~DeviceArray() { release(); }
  T *data() const { return p_; }
  std::size_t size() const { return n_; }
  std::vector<T> to_host() const {
    std::vector<T> h(n_);
    throw_on_error(cudaMemcpy(h.data(), p_, n_ * sizeof(T), cudaMemcpyDeviceToHost), "download");
    return h;
  }
  friend void swap(DeviceArray &a, DeviceArray &b) noexcept {
    std::swap(a.p_, b.p_);
    std::swap(a.n_, b.n_);
  }

 private:
  void release() noexcept {
    if (p_) cudaFree(p_);
    p_ = nullptr;
  }
  T *p_ = nullptr;
  std::size_t n_ = 0;
};

__global__ void jacobi_step(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i > 0 && i < n - 1) out[i] = 0.5f * (in[i - 1] + in[i + 1]);
}

__global__ void damp(float *x, int n, float w) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= w;
}

struct JacobiOptions {
  int iterations = 10;
};
struct DampedOptions {
  float weight = 0.8f;
  int iterations = 5;
};
using SolverOptions = std::variant<JacobiOptions, DampedOptions>;

class Solver {
 public:
  virtual ~Solver() = default;
  virtual std::string name() const = 0;
  virtual void run(DeviceArray<float> &a, DeviceArray<float> &b) = 0;
  static int instances;

 protected:
  Solver() { ++instances; }
};
int Solver::instances = 0;

class Jacobi : public Solver {
 public:
  explicit Jacobi(JacobiOptions o) : opts_(o) {}
  std::string name() const override { return "jacobi"; }
  void run(DeviceArray<float> &a, DeviceArray<float> &b) override {
    const int n = static_cast<int>(a.size());
    for (int it = 0; it < opts_.iterations; ++it) {
      jacobi_step<<<(n + 255) / 256, 256>>>(a.data(), b.data(), n);
      swap(a, b);
    }
    throw_on_error(cudaGetLastError(), "jacobi_step");
  }

 private:
  JacobiOptions opts_;
};

class Damped final : public Jacobi {
 public:
  explicit Damped(DampedOptions o) : Jacobi(JacobiOptions{o.iterations}), w_(o.weight) {}
  std::string name() const override { return "damped-" + Jacobi::name(); }
  void run(DeviceArray<float> &a, DeviceArray<float> &b) override {
    Jacobi::run(a, b);
    damp<<<(static_cast<int>(a.size()) + 255) / 256, 256>>>(a.data(), static_cast<int>(a.size()), w_);
  }

 private:
  float w_;
};

template <class... Fs>
struct overloaded : Fs... {
  using Fs::operator()...;
};
template <class... Fs>
overloaded(Fs...) -> overloaded<Fs...>;

std::unique_ptr<Solver> make_solver(const SolverOptions &opts) {
  return std::visit(overloaded{[](const JacobiOptions &o) -> std::unique_ptr<Solver> { return std::make_unique<Jacobi>(o); },
                               [](const DampedOptions &o) -> std::unique_ptr<Solver> { return std::make_unique<Damped>(o); }},
                    opts);
}

std::ostream &operator<<(std::ostream &os, const float3 &v) {
  return os << '(' << std::setprecision(3) << v.x << ", " << v.y << ", " << v.z << ')';
}

std::optional<int> parse_int(const std::string &s) {
  std::istringstream is(s);
  int v;
  if (is >> v) return v;
  return std::nullopt;
}

int main(int argc, char **argv) {
  try {
    const int n = parse_int(argc > 1 ? argv[1] : "1024").value_or(1024);
    DeviceArray<float> a(n), b(n);
    throw_on_error(cudaMemset(a.data(), 0, n * sizeof(float)), "memset");
    std::vector<SolverOptions> configs{JacobiOptions{4}, DampedOptions{0.5f, 2}};
    for (const auto &cfg : configs) {
      auto solver = make_solver(cfg);
      solver->run(a, b);
      auto h = a.to_host();
      std::cout << std::left << std::setw(14) << solver->name() << h[n / 2] << '\n';
    }
    DeviceArray<float> moved = std::move(a);
    std::cout << make_float3(1.f, 2.f, 3.f) << " solvers=" << Solver::instances << " moved=" << moved.size()
              << " empty=" << a.size() << std::endl;
  } catch (const CudaError &e) {
    std::cerr << "CUDA failure (" << static_cast<int>(e.code()) << "): " << e.what() << '\n';
    return 2;
  } catch (const std::exception &e) {
    std::cerr << e.what() << '\n';
    return 1;
  }
  return 0;
}
