/*
 * 01_jacobi2d.c -- 2-D Jacobi relaxation on a static grid.
 * Exercises static multi-dimensional arrays, object-like macros used as
 * array sizes, #pragma hicuda kernel regions and OpenMP pragmas.
 */
#include <stdio.h>
#include <math.h>
#include "common.h"

#define N 48          /* grid points per side */
#define ITERS 60
#define OMEGA 0.25f

static float A[N][N] __attribute__((aligned(16)));
static float B[N][N] __attribute__((aligned(16)));

/* prototypes */
static void init_grid(float g[N][N]);
static float sweep(float dst[N][N], float src[N][N]);
static double grid_sum(float g[N][N]);

static void init_grid(float g[N][N])
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            /* hot boundary on the top row, cold elsewhere */
            g[i][j] = (i == 0) ? 100.0f : 0.0f;
        }
    g[N / 2][N / 2] = -50.0f; // a sink in the middle
}

static float sweep(float dst[N][N], float src[N][N])
{
    float maxdiff = 0.0f;
#pragma hicuda kernel jacobi tblock(4) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = 1; i < N - 1; i++) {
        for (int j = 1; j < N - 1; j++) {
            float v = OMEGA * (src[i - 1][j] + src[i + 1][j]
                               + src[i][j - 1] + src[i][j + 1]);
            float d = fabsf(v - src[i][j]);
            if (d > maxdiff)
                maxdiff = d;
            dst[i][j] = v;
        }
    }
#pragma hicuda kernel_end
    /* copy boundaries unchanged */
    for (int k = 0; k < N; k++) {
        dst[0][k] = src[0][k];
        dst[N - 1][k] = src[N - 1][k];
        dst[k][0] = src[k][0];
        dst[k][N - 1] = src[k][N - 1];
    }
    return maxdiff;
}

static double grid_sum(float g[N][N])
{
    double s = 0.0;
#pragma omp parallel for reduction(+:s)
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            s += g[i][j];
    return s;
}

int main(void)
{
    init_grid(A);
    init_grid(B);
    float (*src)[N] = A, (*dst)[N] = B;
    for (int it = 0; it < ITERS; it++) {
        float d = sweep(dst, src);
        if (it % 3 == 0)
            printf("iter %3d maxdiff %.6f sum %.6f\n", it, d, grid_sum(dst));
        float (*t)[N] = src; src = dst; dst = t;   /* swap buffers */
    }
    for (int i = 0; i < N; i += 4)
        printf("row %2d: %.6f %.6f %.6f\n", i, src[i][N / 4], src[i][N / 2], src[i][3 * N / 4]);
    uint32_t h = CS_INIT;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            h = cs_double(h, src[i][j]);
    printf("checksum %08x\n", (unsigned)h);
    return 0;
}
