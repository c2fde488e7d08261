// Streams, events, pinned memory and asynchronous copies overlapping with kernels.
#include <cstdio>

__global__ void increment(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += 1.0f;
}

static void CUDART_CB on_done(void *user) { ++*static_cast<int *>(user); }

int main() {
  const int streams = 4, chunk = 1 << 14, n = streams * chunk;
  float *host, *dev;
  cudaMallocHost(&host, n * sizeof(float));
  cudaMalloc(&dev, n * sizeof(float));
  for (int i = 0; i < n; ++i) host[i] = 0.0f;
  cudaStream_t s[streams];
  cudaEvent_t done[streams];
  int callbacks = 0;
  for (int k = 0; k < streams; ++k) {
    cudaStreamCreateWithFlags(&s[k], cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&done[k], cudaEventDisableTiming);
    float *h = host + k * chunk, *d = dev + k * chunk;
    cudaMemcpyAsync(d, h, chunk * sizeof(float), cudaMemcpyHostToDevice, s[k]);
    increment<<<chunk / 256, 256, 0, s[k]>>>(d, chunk);
    cudaMemcpyAsync(h, d, chunk * sizeof(float), cudaMemcpyDeviceToHost, s[k]);
    cudaLaunchHostFunc(s[k], on_done, &callbacks);
    cudaEventRecord(done[k], s[k]);
  }
  for (int k = 0; k < streams; ++k) {
    cudaEventSynchronize(done[k]);
    cudaEventDestroy(done[k]);
    cudaStreamDestroy(s[k]);
  }
  cudaDeviceSynchronize();
  std::printf("%f callbacks=%d\n", host[n - 1], callbacks);
  bool ok = host[n - 1] == 1.0f;
  cudaFreeHost(host);
  cudaFree(dev);
  return ok ? 0 : 1;
}
