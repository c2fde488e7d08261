// nvcc-flags: -std=c++14
// Plain C++14 dialect: structs of arrays, enums, unions, function pointers on the host and
// a switch-driven device interpreter.
#include <cstdio>

enum class Op : unsigned char { Push, Add, Mul, Halt };

struct Instr {
  Op op;
  int arg;
};

union Bits {
  float f;
  unsigned u;
};

__device__ int interpret(const Instr *prog) {
  int stack[16];
  int sp = 0;
  for (int pc = 0;; ++pc) {
    switch (prog[pc].op) {
      case Op::Push:
        stack[sp++] = prog[pc].arg;
        break;
      case Op::Add:
        --sp;
        stack[sp - 1] += stack[sp];
        break;
      case Op::Mul:
        --sp;
        stack[sp - 1] *= stack[sp];
        break;
      case Op::Halt:
        return stack[sp - 1];
    }
  }
}

__global__ void run_programs(const Instr *progs, int stride, int *results) {
  results[threadIdx.x] = interpret(progs + threadIdx.x * stride);
}

static unsigned float_bits(float f) {
  Bits b;
  b.f = f;
  return b.u;
}

int main() {
  const Instr prog[] = {{Op::Push, 6}, {Op::Push, 7}, {Op::Mul, 0}, {Op::Push, 1}, {Op::Add, 0}, {Op::Halt, 0}};
  const int len = sizeof prog / sizeof prog[0];
  Instr *d_prog;
  int *d_res, res = 0;
  cudaMalloc(&d_prog, sizeof prog);
  cudaMalloc(&d_res, sizeof(int));
  cudaMemcpy(d_prog, prog, sizeof prog, cudaMemcpyHostToDevice);
  run_programs<<<1, 1>>>(d_prog, len, d_res);
  cudaMemcpy(&res, d_res, sizeof res, cudaMemcpyDeviceToHost);
  cudaFree(d_prog);
  cudaFree(d_res);
  unsigned (*fn)(float) = float_bits;
  std::printf("%d %08x\n", res, fn(1.0f));
  return res == 43 ? 0 : 1;
}
