// nvcc-flags: -std=c++17
#include <cuda_runtime.h>
void launch_on(cudaStream_t s, dim3 g) { (void)s; (void)g; }
int main() { return 0; }
