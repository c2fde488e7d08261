// convolutionSeparable-style filter: kernel radius and tile geometry as macros and template
// parameters, __constant__ coefficients, halo loads into 2D __shared__ tiles, #pragma unroll, and
// a template-recursive compile-time unrolled dot product.
#include <cassert>
#include <cstdio>
#include <vector>

#define KERNEL_RADIUS 8
#define KERNEL_LENGTH (2 * KERNEL_RADIUS + 1)
#define ROWS_BLOCKDIM_X 16
#define ROWS_BLOCKDIM_Y 4
#define ROWS_RESULT_STEPS 8
#define ROWS_HALO_STEPS 1

__constant__ float c_Kernel[KERNEL_LENGTH];

void setConvolutionKernel(const float *h_Kernel) {
  cudaMemcpyToSymbol(c_Kernel, h_Kernel, KERNEL_LENGTH * sizeof(float));
}

template <int I, int N>
struct Unroll {
  template <typename Load>
  __device__ static float dot(Load load) {
    return c_Kernel[KERNEL_RADIUS - (I - N / 2)] * load(I - N / 2) + Unroll<I + 1, N>::dot(load);
  }
};
template <int N>
struct Unroll<N, N> {
  template <typename Load>
  __device__ static float dot(Load) {
    return 0.0f;
  }
};

struct RowLoad {
  const float (*s)[(ROWS_RESULT_STEPS + 2 * ROWS_HALO_STEPS) * ROWS_BLOCKDIM_X];
  int x;
  __device__ float operator()(int j) const { return (*s)[x + j]; }
};

__global__ void convolutionRowsKernel(float *d_Dst, const float *d_Src, int imageW, int imageH, int pitch) {
  __shared__ float s_Data[ROWS_BLOCKDIM_Y][(ROWS_RESULT_STEPS + 2 * ROWS_HALO_STEPS) * ROWS_BLOCKDIM_X];
  const int baseX = (blockIdx.x * ROWS_RESULT_STEPS - ROWS_HALO_STEPS) * ROWS_BLOCKDIM_X + threadIdx.x;
  const int baseY = blockIdx.y * ROWS_BLOCKDIM_Y + threadIdx.y;
  d_Src += baseY * pitch + baseX;
  d_Dst += baseY * pitch + baseX;
#pragma unroll
  for (int i = ROWS_HALO_STEPS; i < ROWS_HALO_STEPS + ROWS_RESULT_STEPS; i++)
    s_Data[threadIdx.y][threadIdx.x + i * ROWS_BLOCKDIM_X] = d_Src[i * ROWS_BLOCKDIM_X];
#pragma unroll
  for (int i = 0; i < ROWS_HALO_STEPS; i++)
    s_Data[threadIdx.y][threadIdx.x + i * ROWS_BLOCKDIM_X] = (baseX >= -i * ROWS_BLOCKDIM_X) ? d_Src[i * ROWS_BLOCKDIM_X] : 0;
#pragma unroll
  for (int i = ROWS_HALO_STEPS + ROWS_RESULT_STEPS; i < ROWS_HALO_STEPS + ROWS_RESULT_STEPS + ROWS_HALO_STEPS; i++)
    s_Data[threadIdx.y][threadIdx.x + i * ROWS_BLOCKDIM_X] =
        (imageW - baseX > i * ROWS_BLOCKDIM_X) ? d_Src[i * ROWS_BLOCKDIM_X] : 0;
  __syncthreads();
#pragma unroll
  for (int i = ROWS_HALO_STEPS; i < ROWS_HALO_STEPS + ROWS_RESULT_STEPS; i++) {
    float sum = 0;
#pragma unroll
    for (int j = -KERNEL_RADIUS; j <= KERNEL_RADIUS; j++)
      sum += c_Kernel[KERNEL_RADIUS - j] * s_Data[threadIdx.y][threadIdx.x + i * ROWS_BLOCKDIM_X + j];
    RowLoad load{&s_Data[threadIdx.y], static_cast<int>(threadIdx.x + i * ROWS_BLOCKDIM_X)};
    float check = Unroll<0, KERNEL_LENGTH>::dot(load);
    d_Dst[i * ROWS_BLOCKDIM_X] = 0.5f * (sum + check);
  }
}

template <int BX, int BY, int STEPS>
__global__ void convolutionColumns(float *__restrict__ dst, const float *__restrict__ src, int w, int h, int pitch) {
  __shared__ float tile[BX][(STEPS + 2) * BY + 1];
  const int x = blockIdx.x * BX + threadIdx.x;
  const int y0 = (blockIdx.y * STEPS - 1) * BY + threadIdx.y;
  for (int i = 0; i < STEPS + 2; ++i) {
    int y = y0 + i * BY;
    tile[threadIdx.x][threadIdx.y + i * BY] = (y >= 0 && y < h && x < w) ? src[y * pitch + x] : 0.f;
  }
  __syncthreads();
  for (int i = 1; i <= STEPS; ++i) {
    float sum = 0.f;
    for (int j = -KERNEL_RADIUS; j <= KERNEL_RADIUS && j < BY; ++j)
      sum += c_Kernel[KERNEL_RADIUS - j] * tile[threadIdx.x][threadIdx.y + i * BY + (j % BY)];
    int y = y0 + i * BY;
    if (y < h && x < w) dst[y * pitch + x] = sum;
  }
}

int main() {
  const int imageW = 1024, imageH = 1024;
  std::vector<float> h_Kernel(KERNEL_LENGTH), h_Input(imageW * imageH);
  for (int i = 0; i < KERNEL_LENGTH; i++) h_Kernel[i] = 1.0f / KERNEL_LENGTH;
  for (int i = 0; i < imageW * imageH; i++) h_Input[i] = (float)(i % 16);
  setConvolutionKernel(h_Kernel.data());
  float *d_Input, *d_Output, *d_Buffer;
  cudaMalloc((void **)&d_Input, imageW * imageH * sizeof(float));
  cudaMalloc((void **)&d_Output, imageW * imageH * sizeof(float));
  cudaMalloc((void **)&d_Buffer, imageW * imageH * sizeof(float));
  cudaMemcpy(d_Input, h_Input.data(), imageW * imageH * sizeof(float), cudaMemcpyHostToDevice);
  assert(imageW % (ROWS_RESULT_STEPS * ROWS_BLOCKDIM_X) == 0);
  dim3 blocks(imageW / (ROWS_RESULT_STEPS * ROWS_BLOCKDIM_X), imageH / ROWS_BLOCKDIM_Y);
  dim3 threads(ROWS_BLOCKDIM_X, ROWS_BLOCKDIM_Y);
  convolutionRowsKernel<<<blocks, threads>>>(d_Buffer, d_Input, imageW, imageH, imageW);
  convolutionColumns<16, 8, 8><<<dim3(imageW / 16, imageH / 64), dim3(16, 8)>>>(d_Output, d_Buffer, imageW,
                                                                                 imageH, imageW);
  cudaDeviceSynchronize();
  std::vector<float> h_Output(imageW * imageH);
  cudaMemcpy(h_Output.data(), d_Output, imageW * imageH * sizeof(float), cudaMemcpyDeviceToHost);
  printf("out[1000]=%f\n", h_Output[1000]);
  cudaFree(d_Input);
  cudaFree(d_Output);
  cudaFree(d_Buffer);
  return 0;
}
