// A binary operator with its right operand missing in a return statement.
__device__ int add(int a, int b) { return a + ; }
