// nvcc-flags: -std=c++17
#include <cstdio>
#include <vector>
__managed__ int g_counter = 0;
__device__ int d_flags[16];
struct Params { int n; float *data; };
__global__ void bump(Params p) { if (threadIdx.x < p.n) { atomicAdd(&g_counter, 1); p.data[threadIdx.x] = d_flags[threadIdx.x % 16]; } }
static void CUDART_CB host_cb(void *user) { *static_cast<int *>(user) += g_counter; }
int main() {
  cudaStream_t s; cudaStreamCreate(&s);
  cudaGraph_t graph; cudaGraphExec_t exec;
  Params p{8, nullptr}; cudaMalloc(&p.data, 64);
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  bump<<<1, 32, 0, s>>>(p);
  int total = 0;
  cudaLaunchHostFunc(s, host_cb, &total);
  cudaStreamEndCapture(s, &graph);
  cudaGraphInstantiate(&exec, graph, 0);
  for (int i = 0; i < 3; ++i) cudaGraphLaunch(exec, s);
  cudaStreamSynchronize(s);
  int flags[16] = {1}; cudaMemcpyToSymbol(d_flags, flags, sizeof flags);
  g_counter += 1;
  std::vector<int> v(g_counter);
  printf("%d %d %zu\n", g_counter, total, v.size());
  return 0;
}
