// CUDA samples' helper_cuda.h idioms: checkCudaErrors with a templated check, _ConvertSMVer2Cores
// lookup table of structs, findCudaDevice with command-line parsing, deviceQuery-style property
// printing with std::string / std::ostringstream, and a vectorAdd kernel timed with StopWatch-like
// class using std::chrono.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

static const char *_cudaGetErrorEnum(cudaError_t error) { return cudaGetErrorName(error); }

template <typename T>
void check(T result, char const *const func, const char *const file, int const line) {
  if (result) {
    fprintf(stderr, "CUDA error at %s:%d code=%d(%s) \"%s\" \n", file, line, static_cast<unsigned int>(result),
            _cudaGetErrorEnum(result), func);
    exit(EXIT_FAILURE);
  }
}
#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)
#define getLastCudaError(msg) __getLastCudaError(msg, __FILE__, __LINE__)

inline void __getLastCudaError(const char *errorMessage, const char *file, const int line) {
  cudaError_t err = cudaGetLastError();
  if (cudaSuccess != err) {
    fprintf(stderr, "%s(%i) : getLastCudaError() CUDA error : %s : (%d) %s.\n", file, line, errorMessage,
            static_cast<int>(err), cudaGetErrorString(err));
    exit(EXIT_FAILURE);
  }
}

inline int _ConvertSMVer2Cores(int major, int minor) {
  typedef struct {
    int SM;
    int Cores;
  } sSMtoCores;
  sSMtoCores nGpuArchCoresPerSM[] = {{0x30, 192}, {0x50, 128}, {0x60, 64}, {0x70, 64}, {0x75, 64},
                                     {0x80, 64},  {0x86, 128}, {0x89, 128}, {0x90, 128}, {-1, -1}};
  int index = 0;
  while (nGpuArchCoresPerSM[index].SM != -1) {
    if (nGpuArchCoresPerSM[index].SM == ((major << 4) + minor)) return nGpuArchCoresPerSM[index].Cores;
    index++;
  }
  printf("MapSMtoCores for SM %d.%d is undefined. Default to use %d Cores/SM\n", major, minor,
         nGpuArchCoresPerSM[index - 1].Cores);
  return nGpuArchCoresPerSM[index - 1].Cores;
}

inline bool checkCmdLineFlag(const int argc, const char **argv, const char *string_ref) {
  for (int i = 1; i < argc; i++) {
    const char *s = argv[i];
    while (*s == '-') ++s;
    if (!strncmp(s, string_ref, strlen(string_ref))) return true;
  }
  return false;
}

class StopWatch {
  using clock = std::chrono::steady_clock;
  clock::time_point start_;
  double total_ms_ = 0.0;
 public:
  void start() { start_ = clock::now(); }
  void stop() { total_ms_ += std::chrono::duration<double, std::milli>(clock::now() - start_).count(); }
  double ms() const { return total_ms_; }
};

__global__ void vectorAdd(const float *A, const float *B, float *C, int numElements) {
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i < numElements) C[i] = A[i] + B[i] + 0.0f;
}

int main(int argc, char **argv) {
  int deviceCount = 0;
  checkCudaErrors(cudaGetDeviceCount(&deviceCount));
  for (int dev = 0; dev < deviceCount; ++dev) {
    cudaDeviceProp deviceProp;
    checkCudaErrors(cudaGetDeviceProperties(&deviceProp, dev));
    std::ostringstream os;
    os << "Device " << dev << ": \"" << deviceProp.name << "\"  CC " << deviceProp.major << '.'
       << deviceProp.minor << ", " << deviceProp.multiProcessorCount << " SMs x "
       << _ConvertSMVer2Cores(deviceProp.major, deviceProp.minor) << " cores";
    std::string line = os.str();
    std::cout << line << std::endl;
    printf("  Total amount of global memory: %.0f MBytes (%llu bytes)\n",
           static_cast<float>(deviceProp.totalGlobalMem / 1048576.0f),
           (unsigned long long)deviceProp.totalGlobalMem);
  }
  if (checkCmdLineFlag(argc, (const char **)argv, "help")) return 0;
  int numElements = 50000;
  size_t size = numElements * sizeof(float);
  std::vector<float> h_A(numElements), h_B(numElements), h_C(numElements);
  for (int i = 0; i < numElements; ++i) {
    h_A[i] = rand() / (float)RAND_MAX;
    h_B[i] = rand() / (float)RAND_MAX;
  }
  float *d_A = NULL, *d_B = NULL, *d_C = NULL;
  checkCudaErrors(cudaMalloc((void **)&d_A, size));
  checkCudaErrors(cudaMalloc((void **)&d_B, size));
  checkCudaErrors(cudaMalloc((void **)&d_C, size));
  checkCudaErrors(cudaMemcpy(d_A, h_A.data(), size, cudaMemcpyHostToDevice));
  checkCudaErrors(cudaMemcpy(d_B, h_B.data(), size, cudaMemcpyHostToDevice));
  StopWatch sw;
  sw.start();
  int threadsPerBlock = 256;
  int blocksPerGrid = (numElements + threadsPerBlock - 1) / threadsPerBlock;
  vectorAdd<<<blocksPerGrid, threadsPerBlock>>>(d_A, d_B, d_C, numElements);
  getLastCudaError("vectorAdd kernel failed");
  checkCudaErrors(cudaDeviceSynchronize());
  sw.stop();
  checkCudaErrors(cudaMemcpy(h_C.data(), d_C, size, cudaMemcpyDeviceToHost));
  for (int i = 0; i < numElements; ++i) {
    if (fabs(h_A[i] + h_B[i] - h_C[i]) > 1e-5) {
      fprintf(stderr, "Result verification failed at element %d!\n", i);
      exit(EXIT_FAILURE);
    }
  }
  std::cout << "Test PASSED in " << sw.ms() << " ms\n";
  checkCudaErrors(cudaFree(d_A));
  checkCudaErrors(cudaFree(d_B));
  checkCudaErrors(cudaFree(d_C));
  return 0;
}
