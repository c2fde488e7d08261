// <cstdlib>: host qsort/atoi/getenv and device-side malloc/free.
#include <cstdio>
#include <cstdlib>

static int cmp_int(const void *a, const void *b) {
  int x = *static_cast<const int *>(a), y = *static_cast<const int *>(b);
  return (x > y) - (x < y);
}

__global__ void device_heap(int n, int *result) {
  int *buf = static_cast<int *>(malloc(n * sizeof(int)));
  if (buf == nullptr) {
    *result = -1;
    return;
  }
  int sum = 0;
  for (int i = 0; i < n; ++i) {
    buf[i] = i;
    sum += buf[i];
  }
  free(buf);
  *result = sum;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 16;
  const char *verbose = std::getenv("VERBOSE");
  int values[] = {5, 3, 9, 1, 7};
  std::qsort(values, 5, sizeof(int), cmp_int);
  int *d_result;
  cudaMalloc(&d_result, sizeof(int));
  cudaDeviceSetLimit(cudaLimitMallocHeapSize, 1 << 20);
  device_heap<<<1, 1>>>(n, d_result);
  int result = 0;
  cudaMemcpy(&result, d_result, sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d_result);
  if (verbose) std::printf("sorted first=%d sum=%d\n", values[0], result);
  return result == n * (n - 1) / 2 ? EXIT_SUCCESS : EXIT_FAILURE;
}
