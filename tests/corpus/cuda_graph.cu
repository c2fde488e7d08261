// CUDA graphs: capture a stream of kernel launches into a graph, instantiate and replay it.
#include <cstdio>

__global__ void add_one(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += 1;
}

__global__ void double_it(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] *= 2;
}

int main() {
  const int n = 1024, replays = 3;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemset(d, 0, n * sizeof(int));
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal);
  add_one<<<n / 256, 256, 0, stream>>>(d, n);
  double_it<<<n / 256, 256, 0, stream>>>(d, n);
  cudaStreamEndCapture(stream, &graph);
  size_t nodes = 0;
  cudaGraphGetNodes(graph, nullptr, &nodes);
  cudaGraphInstantiate(&exec, graph, 0);
  for (int r = 0; r < replays; ++r) cudaGraphLaunch(exec, stream);
  cudaStreamSynchronize(stream);
  int first = 0;
  cudaMemcpy(&first, d, sizeof first, cudaMemcpyDeviceToHost);
  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(graph);
  cudaStreamDestroy(stream);
  cudaFree(d);
  std::printf("nodes=%zu first=%d\n", nodes, first);
  return first == 14 ? 0 : 1;
}
