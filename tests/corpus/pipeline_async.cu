// nvcc-flags: -std=c++17
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/pipeline>
#include <cuda_pipeline.h>
#include <cuda/annotated_ptr>
namespace cg = cooperative_groups;
__global__ void stage(const float *g, float *o) {
  extern __shared__ float sm[];
  auto block = cg::this_thread_block();
  cg::memcpy_async(block, sm, g, sizeof(float) * blockDim.x);
  cg::wait(block);
  o[threadIdx.x] = sm[threadIdx.x] * 2.f;
}
__global__ void pipe(const int *g, int *o) {
  __shared__ int buf[64];
  __pipeline_memcpy_async(&buf[threadIdx.x], &g[threadIdx.x], sizeof(int));
  __pipeline_commit(); __pipeline_wait_prior(0);
  cuda::annotated_ptr<int, cuda::access_property::streaming> p(o);
  p[threadIdx.x] = buf[threadIdx.x];
}
void anchor() {}
int main() { stage<<<1, 32, 128>>>(nullptr, nullptr); pipe<<<1, 64>>>(nullptr, nullptr); return 0; }
