/* bench_grid.h -- grids as Mint's examples allocate them (used by the mint.c versions):
 * an nz x ny x nx grid of doubles indexed g[k][j][i] (or ny x nx floats indexed g[j][i])
 * through arrays of row pointers, its elements one contiguous row-major block from
 * &g[0][0][0] (&g[0][0]), so that it can be copied to the device in one copy. */
#ifndef BENCH_GRID_H
#define BENCH_GRID_H
#include <stdio.h>
#include <stdlib.h>

static inline double ***bench_grid3d_f64(int nx, int ny, int nz)
{
    double ***g = (double ***)malloc(sizeof(double **) * nz);
    double **rows = (double **)malloc(sizeof(double *) * nz * ny);
    double *data = (double *)malloc(sizeof(double) * nx * ny * nz);
    int k, j;
    if (!g || !rows || !data) { fprintf(stderr, "out of memory\n"); exit(1); }
    for (k = 0; k < nz; k++) {
        g[k] = rows + k * ny;
        for (j = 0; j < ny; j++)
            g[k][j] = data + ((size_t)k * ny + j) * nx;
    }
    return g;
}

static inline void bench_free3d_f64(double ***g)
{
    free(g[0][0]); free(g[0]); free(g);
}

static inline float **bench_grid2d_f32(int nx, int ny)
{
    float **g = (float **)malloc(sizeof(float *) * ny);
    float *data = (float *)malloc(sizeof(float) * nx * ny);
    int j;
    if (!g || !data) { fprintf(stderr, "out of memory\n"); exit(1); }
    for (j = 0; j < ny; j++)
        g[j] = data + (size_t)j * nx;
    return g;
}

static inline void bench_free2d_f32(float **g)
{
    free(g[0]); free(g);
}
#endif
