// nvcc-flags: -rdc=true
// CUDA dynamic parallelism (cdpSimpleQuicksort style): a kernel that launches child kernels on
// device-created streams, recursion depth limits, device-side cudaGetLastError, and the host
// setting cudaLimitDevRuntimeSyncDepth / pending launch counts.
#include <cstdio>
#include <cstdlib>
#include <vector>

#define MAX_DEPTH 16
#define INSERTION_SORT 32

__device__ void selection_sort(unsigned int *data, int left, int right) {
  for (int i = left; i <= right; ++i) {
    unsigned min_val = data[i];
    int min_idx = i;
    for (int j = i + 1; j <= right; ++j) {
      unsigned val_j = data[j];
      if (val_j < min_val) {
        min_idx = j;
        min_val = val_j;
      }
    }
    if (i != min_idx) {
      data[min_idx] = data[i];
      data[i] = min_val;
    }
  }
}

__global__ void cdp_simple_quicksort(unsigned int *data, int left, int right, int depth) {
  if (depth >= MAX_DEPTH || right - left <= INSERTION_SORT) {
    selection_sort(data, left, right);
    return;
  }
  unsigned int *lptr = data + left;
  unsigned int *rptr = data + right;
  unsigned int pivot = data[(left + right) / 2];
  while (lptr <= rptr) {
    unsigned int lval = *lptr;
    unsigned int rval = *rptr;
    while (lval < pivot) {
      lptr++;
      lval = *lptr;
    }
    while (rval > pivot) {
      rptr--;
      rval = *rptr;
    }
    if (lptr <= rptr) {
      *lptr++ = rval;
      *rptr-- = lval;
    }
  }
  int nright = rptr - data;
  int nleft = lptr - data;
  if (left < (rptr - data)) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cdp_simple_quicksort<<<1, 1, 0, s>>>(data, left, nright, depth + 1);
    cudaStreamDestroy(s);
  }
  if ((lptr - data) < right) {
    cudaStream_t s1;
    cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
    cdp_simple_quicksort<<<1, 1, 0, s1>>>(data, nleft, right, depth + 1);
    cudaStreamDestroy(s1);
  }
}

__global__ void child(int *out, int parent) { out[parent * blockDim.x + threadIdx.x] = parent; }

__global__ void parent_kernel(int *out) {
  if (threadIdx.x == 0) {
    child<<<1, 32>>>(out, blockIdx.x);
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) printf("child launch failed: %d\n", static_cast<int>(err));
  }
}

void run_qsort(unsigned int *data, unsigned int nitems) {
  cudaDeviceSetLimit(cudaLimitDevRuntimeSyncDepth, MAX_DEPTH);
  cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 4096);
  int left = 0;
  int right = nitems - 1;
  cdp_simple_quicksort<<<1, 1>>>(data, left, right, 0);
  cudaDeviceSynchronize();
}

int main(int argc, char **argv) {
  unsigned int num_items = 128;
  std::vector<unsigned int> h_data(num_items);
  srand(2047);
  for (unsigned i = 0; i < num_items; i++) h_data[i] = rand() % num_items;
  unsigned int *d_data = 0;
  cudaMalloc((void **)&d_data, num_items * sizeof(unsigned int));
  cudaMemcpy(d_data, h_data.data(), num_items * sizeof(unsigned int), cudaMemcpyHostToDevice);
  run_qsort(d_data, num_items);
  int *d_out;
  cudaMalloc(&d_out, 8 * 32 * sizeof(int));
  parent_kernel<<<8, 32>>>(d_out);
  cudaDeviceSynchronize();
  cudaMemcpy(h_data.data(), d_data, num_items * sizeof(unsigned int), cudaMemcpyDeviceToHost);
  for (unsigned i = 1; i < num_items; ++i)
    if (h_data[i - 1] > h_data[i]) {
      std::printf("Invalid item[%u]: %u greater than %u\n", i - 1, h_data[i - 1], h_data[i]);
      return EXIT_FAILURE;
    }
  cudaFree(d_data);
  cudaFree(d_out);
  std::printf("sorted\n");
  return 0;
}
