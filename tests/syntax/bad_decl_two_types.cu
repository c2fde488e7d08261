// Two type specifiers that cannot combine.
#include <cstdio>

int float value = 0;
