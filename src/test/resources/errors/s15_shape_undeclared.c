// expect: 7:1: 'shape' names 'buf', which is not declared here
#include <stdlib.h>

void f(int n)
{
    float *data = malloc(n * sizeof(float));
#pragma hicuda shape buf[n]
    free(data);
}
