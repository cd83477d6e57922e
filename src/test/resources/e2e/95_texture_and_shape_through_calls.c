/* 95_texture_and_shape_through_calls.c: a textured table read by a device function through a parameter
 * (__ldg on a const pointer), the same table as a file-scope array in another device function, and a
 * malloc'd matrix whose shape and 'global alloc' are in main while the kernel, in 'update', indexes its
 * pointer parameter with flat offsets promoted through the propagated shape (journal §5.7.2). */
#include <stdio.h>
#include <stdlib.h>

#define NT 64
float TAB[NT];

static float lookup(const float *t, int k)
{
    return t[k % NT];
}

static float lookup_global(int k)
{
    return TAB[(k * 7) % NT];
}

static void update(float *m, int rows, int cols)
{
    int i, j;
#pragma hicuda kernel upd tblock(rows) thread(cols)
#pragma hicuda loop_partition over_tblock
    for (i = 0; i < rows; i++) {
#pragma hicuda loop_partition over_thread
        for (j = 0; j < cols; j++)
            m[i * cols + j] = m[i * cols + j] * lookup(TAB, i + j) + lookup_global(i * j);
    }
#pragma hicuda kernel_end
}

int main(void)
{
    int rows = 24, cols = 32, i;
    float *m = malloc((size_t) rows * cols * sizeof(float));
    double s = 0.0;
    for (i = 0; i < NT; i++)
        TAB[i] = 0.5f + (float)(i % 9) * 0.125f;
    for (i = 0; i < rows * cols; i++)
        m[i] = (float)(i % 11);
#pragma hicuda shape m[rows][cols]
#pragma hicuda texture copyin TAB[*]
#pragma hicuda global alloc m[*][*] copyin
    update(m, rows, cols);
#pragma hicuda global copyout m[*][*]
#pragma hicuda global free m
#pragma hicuda texture remove TAB
    for (i = 0; i < rows * cols; i++)
        s += m[i] * (double)(i % 3 + 1);
    printf("sum %.4f\n", s);
    for (i = 0; i < rows * cols; i += 97)
        printf("m[%d] = %.5f\n", i, m[i]);
    free(m);
    return 0;
}
