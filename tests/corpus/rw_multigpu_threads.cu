// nvcc-flags: -std=c++17
// Multi-GPU host orchestration: one std::thread per device with cudaSetDevice, peer access
// queries, std::mutex/std::condition_variable for results, std::async futures, a thread-safe
// queue template, std::chrono timing and <numeric>/<algorithm> post-processing.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <future>
#include <mutex>
#include <numeric>
#include <queue>
#include <thread>
#include <vector>

__global__ void partial_sum(const int *in, unsigned long long *out, int n) {
  unsigned long long local = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) local += in[i];
  atomicAdd(out, local);
}

template <typename T>
class ConcurrentQueue {
 public:
  void push(T v) {
    {
      std::lock_guard<std::mutex> lk(m_);
      q_.push(std::move(v));
    }
    cv_.notify_one();
  }
  T pop() {
    std::unique_lock<std::mutex> lk(m_);
    cv_.wait(lk, [this] { return !q_.empty(); });
    T v = std::move(q_.front());
    q_.pop();
    return v;
  }

 private:
  std::queue<T> q_;
  std::mutex m_;
  std::condition_variable cv_;
};

struct DeviceResult {
  int device;
  unsigned long long sum;
  double ms;
};

DeviceResult work_on(int device, const std::vector<int> &chunk) {
  auto t0 = std::chrono::high_resolution_clock::now();
  cudaSetDevice(device);
  int *d_in;
  unsigned long long *d_out, h_out = 0;
  cudaMalloc(&d_in, chunk.size() * sizeof(int));
  cudaMalloc(&d_out, sizeof(unsigned long long));
  cudaMemcpy(d_in, chunk.data(), chunk.size() * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(d_out, 0, sizeof(unsigned long long));
  partial_sum<<<64, 256>>>(d_in, d_out, static_cast<int>(chunk.size()));
  cudaMemcpy(&h_out, d_out, sizeof h_out, cudaMemcpyDeviceToHost);
  cudaFree(d_in);
  cudaFree(d_out);
  auto t1 = std::chrono::high_resolution_clock::now();
  return {device, h_out, std::chrono::duration<double, std::milli>(t1 - t0).count()};
}

int main() {
  int ndev = 0;
  if (cudaGetDeviceCount(&ndev) != cudaSuccess || ndev == 0) ndev = 1;
  for (int a = 0; a < ndev; ++a)
    for (int b = 0; b < ndev; ++b) {
      int can = 0;
      if (a != b) cudaDeviceCanAccessPeer(&can, a, b);
      if (can) std::printf("peer %d -> %d\n", a, b);
    }
  const int n = 1 << 20;
  std::vector<int> data(n);
  std::iota(data.begin(), data.end(), 0);
  std::vector<std::vector<int>> chunks(ndev);
  for (int d = 0; d < ndev; ++d)
    chunks[d].assign(data.begin() + (long)n * d / ndev, data.begin() + (long)n * (d + 1) / ndev);

  ConcurrentQueue<DeviceResult> results;
  std::atomic<int> done{0};
  std::vector<std::thread> workers;
  for (int d = 0; d < ndev; ++d)
    workers.emplace_back([&, d] {
      results.push(work_on(d, chunks[d]));
      done.fetch_add(1, std::memory_order_relaxed);
    });
  std::vector<DeviceResult> all;
  for (int d = 0; d < ndev; ++d) all.push_back(results.pop());
  for (auto &t : workers) t.join();

  auto fut = std::async(std::launch::async, [&] { return work_on(0, data); });
  DeviceResult whole = fut.get();
  std::sort(all.begin(), all.end(), [](const DeviceResult &x, const DeviceResult &y) { return x.device < y.device; });
  unsigned long long total = std::accumulate(all.begin(), all.end(), 0ull,
                                             [](unsigned long long s, const DeviceResult &r) { return s + r.sum; });
  auto slowest = std::max_element(all.begin(), all.end(), [](auto &x, auto &y) { return x.ms < y.ms; });
  std::printf("total=%llu whole=%llu done=%d slowest=%d\n", total, whole.sum, done.load(), slowest->device);
  return total == whole.sum ? 0 : 1;
}
