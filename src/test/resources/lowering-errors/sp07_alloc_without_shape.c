// expect: 8:29: 'p' is a pointer (float *) and no 'shape' directive is visible here; give the dimensions of the memory it points to with '#pragma hicuda shape p[...]' before this point, in this block or an enclosing one
#include <stdlib.h>

void f(int n)
{
    float *p = (float *)malloc(n * sizeof(float));

#pragma hicuda global alloc p[*] copyin
#pragma hicuda global free p
#pragma hicuda shape p[n]
    free(p);
}
