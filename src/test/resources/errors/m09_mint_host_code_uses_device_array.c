// expect: 25:32: inside the 'mint parallel' region of line 17, 'a' stands for its device copy: the host code there may only swap it with another device array ('a = other;'), not read or write its elements, pass it to a function or give it another value; do that in a 'mint for' loop nest, or after the fromDevice copy
// expect: 26:19: inside the 'mint parallel' region of line 17, 'b' stands for its device copy: the host code there may only swap it with another device array ('b = other;'), not read or write its elements, pass it to a function or give it another value; do that in a 'mint for' loop nest, or after the fromDevice copy
/* Inside the region the host code reads an element of an array copied to the device (it stands for the
 * device copy there), and gives another one a value that is not another device array. */
#include <stdio.h>
#include <stdlib.h>
#define N 128

int main(void)
{
    double *a = (double *) malloc(N * sizeof(double)), *b = (double *) malloc(N * sizeof(double));
    int i, t;
    for (i = 0; i < N; i++)
        a[i] = b[i] = i;
#pragma mint copy(a, toDevice, N)
#pragma mint copy(b, toDevice, N)
#pragma mint parallel
    {
        for (t = 0; t < 4; t++) {
#pragma mint for
            for (i = 1; i < N - 1; i++)
                b[i] = 0.5 * (a[i - 1] + a[i + 1]);
#pragma mint single
            {
                printf("%f\n", a[1]);
                b = (double *) malloc(N * sizeof(double));
            }
        }
    }
#pragma mint copy(a, fromDevice, N)
    return 0;
}
