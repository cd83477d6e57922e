/* 61_shape_forms.c: the other ways of writing accesses to shaped pointers and the other shape rules:
 * *(p + i*C + j), p[k*ny*nx + j*nx + i] and ((float (*)[ny][nx]) t)[k][j][i] forms, a constant trailing dimension (device copy typed as rows),
 * a negative-step loop, a kernel whose offsets do not factor (flat view, with a warning) on a rows-typed copy,
 * a copyout of a row section q[2:n-3][*], a copyout 'to' another shaped pointer (no sequential meaning: the host
 * then makes the same copy, as in 14_copyout_to.c), a 3-D allocation of a plane section t[1:nz-2][*][*] with a
 * shape given in an inner block (visible to the end of that block), and macros defined just before the function
 * whose kernels use them; constant and texture copies of shaped pointers. */
#include <stdio.h>
#include <stdlib.h>

#define C 4
#define SCALE 0.25f

int main(void)
{
    int n = 40, nx = 12, ny = 10, nz = 6;
    int i, j, k;
    float *p = (float *)malloc(sizeof(float) * n * C);
    float *q = (float *)malloc(sizeof(float) * n * C);
    float *r = (float *)malloc(sizeof(float) * n * C);
    float *cube = (float *)malloc(sizeof(float) * nz * ny * nx);
    float *w = (float *)malloc(sizeof(float) * 8 * C);
    float *tex = (float *)malloc(sizeof(float) * n * C);
    double s = 0.0;

    if (p == NULL || q == NULL || r == NULL || cube == NULL || w == NULL || tex == NULL)
        return 1;
#pragma hicuda shape w[8][C]
#pragma hicuda shape tex[n][C]
    for (i = 0; i < 8 * C; i++)
        w[i] = 0.5f + (float)i;
    for (i = 0; i < n * C; i++)
        tex[i] = (float)(i % 5) * 0.25f;
#pragma hicuda shape p[n][C]
#pragma hicuda shape q[n][C]
#pragma hicuda shape r[n][C]
    for (i = 0; i < n * C; i++) {
        p[i] = (float)(i % 13) - 6.0f;
        q[i] = -1.0f;
        r[i] = -2.0f;
    }
    for (i = 0; i < nz * ny * nx; i++)
        cube[i] = (float)(i % 7);

#pragma hicuda global alloc p[*][*] copyin
#pragma hicuda global alloc q[*][*] copyin

    /* *(p + i*C + j), with j counting down: factored into p[i][j] on a float (*)[4] device copy */
#pragma hicuda kernel rev tblock(4) thread(10)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < n; i++)
        for (j = C - 1; j >= 0; j--)
            *(q + i * C + j) = *(p + i * C + (C - 1 - j)) * SCALE + ((float (*)[C]) p)[i][j];
#pragma hicuda kernel_end

    /* the offset i*C + j + 1 with j in [0, C-1] does not factor: flat view of the rows-typed copy */
#pragma hicuda kernel shift tblock(4) thread(10)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < n - 1; i++)
        for (j = 0; j < C; j++)
            p[i * C + j + 1] = p[i * C + j + 1] + 1.0f;
#pragma hicuda kernel_end

    /* rows 2..5 of w in constant memory, tex read through the read-only path: w[(2 + i % 4) * C + j] is w[2 + i % 4][j] */
#pragma hicuda constant copyin w[2:5][*]
#pragma hicuda texture copyin tex[*][*]
#pragma hicuda kernel weights tblock(4) thread(10)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < n; i++)
        for (j = 0; j < C; j++)
            q[i * C + j] = q[i * C + j] * w[(2 + i % 4) * C + j] + tex[i * C + j];
#pragma hicuda kernel_end
#pragma hicuda texture remove tex
#pragma hicuda constant remove w

#pragma hicuda global copyout p[*][*] to r[*][*]
#pragma hicuda global copyout p[*][*]
#pragma hicuda global copyout q[2:n-3][*]
#pragma hicuda global free p q

    {
        float *t = cube;
#pragma hicuda shape t[nz][ny][nx]
#pragma hicuda global alloc t[1:nz-2][*][*] copyin
        /* a row section: t[k][j][i] written as t[k*ny*nx + j*nx + i] */
#pragma hicuda kernel planes tblock(2) thread(8, 12)
#pragma hicuda loop_partition over_tblock
        for (k = 1; k < nz - 1; k++)
#pragma hicuda loop_partition over_thread
            for (j = 0; j < ny; j++)
#pragma hicuda loop_partition over_thread
                for (i = 0; i < nx; i++)
                    t[k * ny * nx + j * nx + i] = t[k * ny * nx + j * nx + i] * 2.0f + (float)k;
#pragma hicuda kernel_end
        /* through a cast to a pointer to rows (a variably modified type, gone from the translated kernel) */
#pragma hicuda kernel castrows tblock(2) thread(8, 12)
#pragma hicuda loop_partition over_tblock
        for (k = 1; k < nz - 1; k++)
#pragma hicuda loop_partition over_thread
            for (j = 0; j < ny; j++)
#pragma hicuda loop_partition over_thread
                for (i = 0; i < nx; i++)
                    ((float (*)[ny][nx]) t)[k][j][i] += 0.5f * (float)(i + j);
#pragma hicuda kernel_end
#pragma hicuda global copyout t[1:nz-2][*][*]
#pragma hicuda global free t
    }

    for (i = 0; i < n * C; i++)
        r[i] = p[i];
    for (i = 0; i < n * C; i++)
        s += p[i] + 5.0 * r[i] + (i >= 2 * C && i < (n - 2) * C ? 3.0 * q[i] : 0.0);
    for (i = 0; i < nz * ny * nx; i++)
        s += cube[i] * (1 + i % 3);
    printf("sum %.4f\n", s);
    printf("q[2][1] = %.4f r[7][3] = %.4f cube[3][4][5] = %.4f\n", q[2 * C + 1], r[7 * C + 3], cube[(3 * ny + 4) * nx + 5]);
    free(p);
    free(q);
    free(r);
    free(cube);
    free(w);
    free(tex);
    return 0;
}
