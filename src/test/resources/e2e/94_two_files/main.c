#include <stdio.h>
#include "common.h"

float A[N], B[N];
struct layer L[NL];

#define SCALE 0.5f

float attenuate(float x, int k)
{
    return x * SCALE / (1.0f + L[k % NL].mua + L[k % NL].mus);
}

int main(void)
{
    int i;
    double s = 0.0;
    for (i = 0; i < N; i++) {
        A[i] = (float)(i % 13);
        B[i] = 0.0f;
    }
    for (i = 0; i < NL; i++) {
        L[i].mua = 0.1f * (float)i;
        L[i].mus = 1.0f + (float)i;
    }
#pragma hicuda constant copyin L[*]
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
    compute(B, A);
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
#pragma hicuda constant remove L
    for (i = 0; i < N; i++)
        s += B[i];
    printf("sumB %.4f\nhost %.5f\n", s, attenuate(B[7], 3));
    for (i = 0; i < N; i += 301)
        printf("B[%d] = %.5f\n", i, B[i]);
    return 0;
}
