/* shape_malloc.c: malloc'd arrays described by "#pragma hicuda shape a[n][m]" (journal §4.2 / §5.7.1) with
 * runtime n and m, used in global directives (whole arrays and a row section) and accessed in the kernel in
 * linearized form a[i*m+j], which the compiler must promote to a[i][j]. */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int n = 72, m = 100;
    int i, j;
    float *a, *b, *rowsum;
    double sb = 0.0, sr = 0.0;

    a = (float *)malloc((size_t)n * m * sizeof(float));
    b = (float *)malloc((size_t)n * m * sizeof(float));
    rowsum = (float *)malloc((size_t)n * sizeof(float));
    if (a == NULL || b == NULL || rowsum == NULL)
        return 1;
#pragma hicuda shape a[n][m]
#pragma hicuda shape b[n][m]
#pragma hicuda shape rowsum[n]

    for (i = 0; i < n; i++) {
        for (j = 0; j < m; j++) {
            a[i * m + j] = 0.5f + (float)((i * 17 + j * 5) % 43) / 43.0f;
            b[i * m + j] = 0.0f;
        }
        rowsum[i] = 0.0f;
    }

#pragma hicuda global alloc a[*][*] copyin
#pragma hicuda global alloc b[*][*]
#pragma hicuda global alloc rowsum[*]

#pragma hicuda kernel shapeKernel tblock(n/8, 4) thread(8, 32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < n; i++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 0; j < m; j++)
            b[i * m + j] = a[i * m + j] * 2.0f + a[i * m + (m - 1 - j)];
    }
#pragma hicuda kernel_end

#pragma hicuda kernel rowSums tblock(n/8) thread(8)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < n; i++) {
        float s = 0.0f;
        for (j = 0; j < m; j++)
            s += b[i * m + j];
        rowsum[i] = s;
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout b[0:n-1][*]
#pragma hicuda global copyout rowsum[*]
#pragma hicuda global free a b rowsum

    for (i = 0; i < n; i++) {
        sr += rowsum[i];
        for (j = 0; j < m; j++)
            sb += b[i * m + j];
    }
    printf("sumB %.5f\nsumROW %.5f\n", sb, sr);
    for (i = 0; i < n; i += 7)
        printf("rowsum[%d] = %.5f b[%d][%d] = %.5f\n", i, rowsum[i], i, (i * 3) % m, b[i * m + (i * 3) % m]);
    free(a);
    free(b);
    free(rowsum);
    return 0;
}
