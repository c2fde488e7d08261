// Missing ';' after a file-scope declaration.
int counter = 0
__global__ void k(int *p) { p[0] = counter; }
