/* 62_shape_shared.c: shared memory on malloc'd arrays.  A 5-point stencil on a[NR][NC] with a shared tile
 * a[i-1:i+1][j-1:j+1] (merged over the block's threads into an 18x34 tile), accesses written a[(i-1)*NC + j],
 * a[i*NC + j - 1] (the remainder j - 1 is in [0, NC-1] because the loops start at 1); then a 1-D smoothing of each
 * row with a runtime row length m, where the guard 'if (j > 0)' is what makes r[i*m + j - 1] factor. */
#include <stdio.h>
#include <stdlib.h>

#define NR 66
#define NC 98

int main(void)
{
    int m = 64;
    int i, j;
    float *a = (float *)malloc(sizeof(float) * NR * NC);
    float *b = (float *)malloc(sizeof(float) * NR * NC);
    float *r = (float *)malloc(sizeof(float) * NR * m);
    float *s = (float *)malloc(sizeof(float) * NR * m);
    double sum = 0.0;

    if (a == NULL || b == NULL || r == NULL || s == NULL)
        return 1;
#pragma hicuda shape a[NR][NC]
#pragma hicuda shape b[NR][NC]
#pragma hicuda shape r[NR][m]
#pragma hicuda shape s[NR][m]
    for (i = 0; i < NR * NC; i++) {
        a[i] = (float)((i * 7) % 23) * 0.125f;
        b[i] = 0.0f;
    }
    for (i = 0; i < NR * m; i++) {
        r[i] = (float)(i % 11);
        s[i] = 0.0f;
    }

#pragma hicuda global alloc a[*][*] copyin
#pragma hicuda global alloc b[*][*] copyin
#pragma hicuda kernel jacobi tblock(4, 3) thread(16, 32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 1; i < NR - 1; i++)
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 1; j < NC - 1; j++) {
#pragma hicuda shared alloc a[i-1:i+1][j-1:j+1] copyin
            b[i * NC + j] = 0.25f * (a[(i - 1) * NC + j] + a[(i + 1) * NC + j] + a[i * NC + j - 1] + a[i * NC + j + 1]);
#pragma hicuda shared remove a
        }
#pragma hicuda kernel_end
#pragma hicuda global copyout b[1:NR-2][*]
#pragma hicuda global free a b

#pragma hicuda global alloc r[*][*] copyin
#pragma hicuda global alloc s[*][*] copyin
#pragma hicuda kernel rows tblock(NR) thread(32)
#pragma hicuda loop_partition over_tblock
    for (i = 0; i < NR; i++)
#pragma hicuda loop_partition over_thread
        for (j = 0; j < m; j++) {
            if (j > 0)
                s[i * m + j] = 0.5f * (r[i * m + j] + r[i * m + j - 1]);
            else
                s[i * m + j] = r[i * m + j];
        }
#pragma hicuda kernel_end
#pragma hicuda global copyout s[*][*]
#pragma hicuda global free r s

    for (i = 0; i < NR * NC; i++)
        sum += b[i] * (1 + i % 5);
    for (i = 0; i < NR * m; i++)
        sum += s[i] * (1 + i % 3);
    printf("sum %.4f\n", sum);
    printf("b[5][7] = %.4f s[3][0] = %.4f s[9][17] = %.4f\n", b[5 * NC + 7], s[3 * m], s[9 * m + 17]);
    free(a);
    free(b);
    free(r);
    free(s);
    return 0;
}
