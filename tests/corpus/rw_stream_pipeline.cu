// Overlapping copies and kernels over several streams (simpleStreams / asyncAPI style): pinned
// host memory, cudaMemcpyAsync in chunks, events for timing, a host callback and stream priorities.
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <vector>

#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)
template <typename T>
void check(T result, char const *const func, const char *const file, int const line) {
  if (result) {
    std::fprintf(stderr, "CUDA error at %s:%d code=%d(%s) \"%s\" \n", file, line,
                 static_cast<unsigned int>(result), cudaGetErrorName(result), func);
    std::exit(EXIT_FAILURE);
  }
}

__global__ void init_array(int *g_data, const int *factor, int num_iterations) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  for (int i = 0; i < num_iterations; i++) g_data[idx] += *factor;
}

__global__ void scale(float *__restrict__ data, size_t n, float s) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
       i += (size_t)blockDim.x * gridDim.x)
    data[i] = data[i] * s + 1.0f;
}

struct PinnedDeleter {
  void operator()(void *p) const { cudaFreeHost(p); }
};
template <typename T>
using pinned_ptr = std::unique_ptr<T[], PinnedDeleter>;

template <typename T>
pinned_ptr<T> make_pinned(size_t n) {
  T *p = nullptr;
  checkCudaErrors(cudaMallocHost(reinterpret_cast<void **>(&p), n * sizeof(T)));
  return pinned_ptr<T>(p);
}

static void CUDART_CB on_done(void *userData) {
  int *counter = static_cast<int *>(userData);
  ++*counter;
}

int main() {
  const int nstreams = 4;
  const size_t n = 1 << 22;
  const size_t chunk = n / nstreams;
  auto h_a = make_pinned<float>(n);
  for (size_t i = 0; i < n; ++i) h_a[i] = static_cast<float>(i % 100);
  float *d_a = nullptr;
  checkCudaErrors(cudaMalloc(&d_a, n * sizeof(float)));

  int leastPriority, greatestPriority;
  checkCudaErrors(cudaDeviceGetStreamPriorityRange(&leastPriority, &greatestPriority));
  std::vector<cudaStream_t> streams(nstreams);
  for (int i = 0; i < nstreams; ++i)
    checkCudaErrors(cudaStreamCreateWithPriority(&streams[i], cudaStreamNonBlocking,
                                                 i == 0 ? greatestPriority : leastPriority));
  cudaEvent_t start, stop;
  checkCudaErrors(cudaEventCreate(&start));
  checkCudaErrors(cudaEventCreateWithFlags(&stop, cudaEventBlockingSync));
  int callbacks = 0;
  checkCudaErrors(cudaEventRecord(start, 0));
  for (int i = 0; i < nstreams; ++i) {
    size_t off = i * chunk;
    checkCudaErrors(cudaMemcpyAsync(d_a + off, h_a.get() + off, chunk * sizeof(float),
                                    cudaMemcpyHostToDevice, streams[i]));
    scale<<<128, 256, 0, streams[i]>>>(d_a + off, chunk, 2.0f);
    checkCudaErrors(cudaMemcpyAsync(h_a.get() + off, d_a + off, chunk * sizeof(float),
                                    cudaMemcpyDeviceToHost, streams[i]));
    checkCudaErrors(cudaLaunchHostFunc(streams[i], on_done, &callbacks));
  }
  checkCudaErrors(cudaEventRecord(stop, 0));
  checkCudaErrors(cudaEventSynchronize(stop));
  float ms = 0.0f;
  checkCudaErrors(cudaEventElapsedTime(&ms, start, stop));

  // Event-based dependency between two streams.
  cudaEvent_t ready;
  checkCudaErrors(cudaEventCreateWithFlags(&ready, cudaEventDisableTiming));
  int *d_i, *d_factor;
  checkCudaErrors(cudaMalloc(&d_i, 512 * sizeof(int)));
  checkCudaErrors(cudaMalloc(&d_factor, sizeof(int)));
  const int factor = 3;
  checkCudaErrors(cudaMemcpyAsync(d_factor, &factor, sizeof factor, cudaMemcpyHostToDevice,
                                  streams[0]));
  checkCudaErrors(cudaEventRecord(ready, streams[0]));
  checkCudaErrors(cudaStreamWaitEvent(streams[1], ready, 0));
  init_array<<<dim3(2), dim3(256), 0, streams[1]>>>(d_i, d_factor, 5);
  while (cudaEventQuery(stop) == cudaErrorNotReady) {
  }
  for (auto &s : streams) checkCudaErrors(cudaStreamSynchronize(s));
  std::printf("time %.3f ms, callbacks %d\n", ms, callbacks);
  for (auto &s : streams) checkCudaErrors(cudaStreamDestroy(s));
  checkCudaErrors(cudaEventDestroy(start));
  checkCudaErrors(cudaEventDestroy(stop));
  checkCudaErrors(cudaEventDestroy(ready));
  checkCudaErrors(cudaFree(d_a));
  checkCudaErrors(cudaFree(d_i));
  checkCudaErrors(cudaFree(d_factor));
  return 0;
}
