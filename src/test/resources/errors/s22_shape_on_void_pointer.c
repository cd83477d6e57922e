// expect: 8:1: 'shape' needs a pointer to array elements; 'buf' has type void * (convert it to a pointer to the element type)
// expect: 9:30: size of a dimension of 'data' must be positive, not 0
#include <stdlib.h>

void f(int n)
{
    void *buf = malloc(n * sizeof(float));
#pragma hicuda shape buf[n]
#pragma hicuda shape data[n][0]
    float *data = (float *)buf;
    free(buf);
}
