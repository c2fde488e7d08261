// A stray literal at file scope.
__global__ void k() {}
42;
int main() { return 0; }
