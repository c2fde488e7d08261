// A stray token at file scope between two declarations.
#include <cstdio>

int first = 1;
@
int second = 2;
