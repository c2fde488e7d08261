// CUDA graphs built two ways (simpleCudaGraphs style): stream capture of a memcpy/kernel/host-node
// pipeline, and explicit construction with cudaKernelNodeParams (void* argument arrays), then
// instantiation, parameter updates with cudaGraphExecKernelNodeSetParams and repeated launches.
#include <cstdio>
#include <cstring>
#include <vector>

#define CHECK(call)                                                                 \
  {                                                                                 \
    const cudaError_t error = call;                                                 \
    if (error != cudaSuccess) {                                                     \
      printf("Error: %s:%d, code:%d, reason: %s\n", __FILE__, __LINE__, error,     \
             cudaGetErrorString(error));                                            \
      return 1;                                                                     \
    }                                                                               \
  }

__global__ void reduce(float *inputVec, double *outputVec, size_t inputSize, size_t outputSize) {
  __shared__ double tmp[512];
  size_t globaltid = blockIdx.x * blockDim.x + threadIdx.x;
  double temp_sum = 0.0;
  for (size_t i = globaltid; i < inputSize; i += gridDim.x * blockDim.x) temp_sum += (double)inputVec[i];
  tmp[threadIdx.x] = temp_sum;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) tmp[threadIdx.x] += tmp[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0 && blockIdx.x < outputSize) outputVec[blockIdx.x] = tmp[0];
}

__global__ void reduceFinal(double *inputVec, double *result, size_t inputSize) {
  double temp_sum = 0.0;
  for (size_t i = threadIdx.x; i < inputSize; i += blockDim.x) temp_sum += inputVec[i];
  temp_sum = __shfl_down_sync(0xffffffff, temp_sum, 16) + temp_sum;
  if (threadIdx.x == 0) *result = temp_sum;
}

struct callBackData {
  const char *fn_name;
  double *data;
};

static void CUDART_CB myHostNodeCallback(void *data) {
  callBackData *tmp = (callBackData *)(data);
  double *result = (double *)(tmp->data);
  printf("[%s] Host callback final reduced sum = %lf\n", tmp->fn_name, *result);
  *result = 0.0;
}

int main() {
  size_t size = 1 << 20;
  size_t maxBlocks = 512;
  size_t threads = 512;
  std::vector<float> inputVec_h(size, 1.0f);
  float *inputVec_d = NULL;
  double *outputVec_d = NULL, *result_d;
  double result_h = 0.0;
  CHECK(cudaMalloc(&inputVec_d, sizeof(float) * size));
  CHECK(cudaMalloc(&outputVec_d, sizeof(double) * maxBlocks));
  CHECK(cudaMalloc(&result_d, sizeof(double)));

  cudaStream_t stream1, streamForGraph;
  cudaEvent_t forkStreamEvent;
  CHECK(cudaStreamCreate(&stream1));
  CHECK(cudaStreamCreate(&streamForGraph));
  CHECK(cudaEventCreate(&forkStreamEvent));
  cudaGraph_t graph;
  CHECK(cudaStreamBeginCapture(stream1, cudaStreamCaptureModeGlobal));
  CHECK(cudaEventRecord(forkStreamEvent, stream1));
  CHECK(cudaMemcpyAsync(inputVec_d, inputVec_h.data(), sizeof(float) * size, cudaMemcpyDefault, stream1));
  CHECK(cudaMemsetAsync(outputVec_d, 0, sizeof(double) * maxBlocks, stream1));
  reduce<<<maxBlocks, threads, 0, stream1>>>(inputVec_d, outputVec_d, size, maxBlocks);
  reduceFinal<<<1, 32, 0, stream1>>>(outputVec_d, result_d, maxBlocks);
  CHECK(cudaMemcpyAsync(&result_h, result_d, sizeof(double), cudaMemcpyDefault, stream1));
  callBackData hostFnData = {"streamCapture", &result_h};
  cudaHostFn_t fn = myHostNodeCallback;
  CHECK(cudaLaunchHostFunc(stream1, fn, &hostFnData));
  CHECK(cudaStreamEndCapture(stream1, &graph));

  cudaGraphNode_t *nodes = NULL;
  size_t numNodes = 0;
  CHECK(cudaGraphGetNodes(graph, nodes, &numNodes));
  cudaGraphExec_t graphExec;
  CHECK(cudaGraphInstantiate(&graphExec, graph, 0));

  // Explicit graph with one kernel node.
  cudaGraph_t graph2;
  CHECK(cudaGraphCreate(&graph2, 0));
  cudaKernelNodeParams kernelNodeParams;
  std::memset(&kernelNodeParams, 0, sizeof(kernelNodeParams));
  void *kernelArgs[4] = {(void *)&inputVec_d, (void *)&outputVec_d, &size, &maxBlocks};
  kernelNodeParams.func = (void *)reduce;
  kernelNodeParams.gridDim = dim3(static_cast<unsigned>(maxBlocks), 1, 1);
  kernelNodeParams.blockDim = dim3(static_cast<unsigned>(threads), 1, 1);
  kernelNodeParams.sharedMemBytes = 0;
  kernelNodeParams.kernelParams = (void **)kernelArgs;
  kernelNodeParams.extra = NULL;
  cudaGraphNode_t kernelNode;
  CHECK(cudaGraphAddKernelNode(&kernelNode, graph2, NULL, 0, &kernelNodeParams));
  cudaGraphExec_t graphExec2;
  CHECK(cudaGraphInstantiate(&graphExec2, graph2, 0));
  for (int i = 0; i < 3; i++) {
    CHECK(cudaGraphLaunch(graphExec, streamForGraph));
    kernelNodeParams.gridDim = dim3(static_cast<unsigned>(maxBlocks / (i + 1)), 1, 1);
    CHECK(cudaGraphExecKernelNodeSetParams(graphExec2, kernelNode, &kernelNodeParams));
    CHECK(cudaGraphLaunch(graphExec2, streamForGraph));
  }
  CHECK(cudaStreamSynchronize(streamForGraph));
  printf("nodes=%zu\n", numNodes);
  CHECK(cudaGraphExecDestroy(graphExec));
  CHECK(cudaGraphExecDestroy(graphExec2));
  CHECK(cudaGraphDestroy(graph));
  CHECK(cudaGraphDestroy(graph2));
  CHECK(cudaStreamDestroy(stream1));
  CHECK(cudaStreamDestroy(streamForGraph));
  CHECK(cudaFree(inputVec_d));
  CHECK(cudaFree(outputVec_d));
  CHECK(cudaFree(result_d));
  return 0;
}
