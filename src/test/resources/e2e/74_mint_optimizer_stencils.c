/* 74_mint_optimizer_stencils.c: loop nests that the stencil optimizer tiles (one thread a block along the
 * outer dimension, which each thread walks in chunks), on grids whose sizes are not multiples of the tiles:
 *  - a 3-D 19-point stencil in double (in-plane diagonals and neighbours in the planes above and below: a
 *    ring of 4 shared planes with corners), 37 x 21 x 19 points in tiles of 16 x 4 x 8, chunks of 8 planes;
 *  - a 3-D 7-point stencil in float whose coefficient array is read along the stream at the centre only
 *    (kept in registers, not tiled), 33 x 10 x 23 points, chunks of 5 planes;
 *  - a 2-D five-point stencil in float, 70 x 45 points, tiles of 32 x 6, chunks of 6 rows.
 * The optimized kernels must compute what the sequential program computes. */
#include <stdio.h>
#include <stdlib.h>

static double ***grid3d(int nx, int ny, int nz)
{
    double ***g = (double ***) malloc(sizeof(double **) * nz);
    double **rows = (double **) malloc(sizeof(double *) * nz * ny);
    double *data = (double *) malloc(sizeof(double) * nx * ny * nz);
    int z, y;
    for (z = 0; z < nz; z++) {
        g[z] = rows + z * ny;
        for (y = 0; y < ny; y++)
            g[z][y] = data + (z * ny + y) * nx;
    }
    return g;
}

#define FX 35
#define FY 12
#define FZ 25
float a[FZ][FY][FX], b[FZ][FY][FX], coef[FZ][FY][FX];

#define QX 70
#define QY 45
float p[QY][QX], q[QY][QX];

int main(void)
{
    int n = 37, m = 21, k = 19, t, x, y, z;
    double sum = 0.0;
    double ***U = grid3d(n + 2, m + 2, k + 2), ***V = grid3d(n + 2, m + 2, k + 2);
    for (z = 0; z < k + 2; z++)
        for (y = 0; y < m + 2; y++)
            for (x = 0; x < n + 2; x++) {
                U[z][y][x] = ((x * 13 + y * 7 + z * 3) % 17) * 0.0625;
                V[z][y][x] = U[z][y][x];
            }
    for (z = 0; z < FZ; z++)
        for (y = 0; y < FY; y++)
            for (x = 0; x < FX; x++) {
                a[z][y][x] = (float) ((x + 2 * y + 3 * z) % 9) * 0.125f;
                b[z][y][x] = a[z][y][x];
                coef[z][y][x] = 0.05f + (float) ((x * y + z) % 5) * 0.01f;
            }
    for (y = 0; y < QY; y++)
        for (x = 0; x < QX; x++)
            p[y][x] = q[y][x] = (float) ((3 * x + y) % 7) * 0.25f;

#pragma mint copy(U, toDevice, (n + 2), (m + 2), (k + 2))
#pragma mint copy(V, toDevice, (n + 2), (m + 2), (k + 2))
#pragma mint copy(a, toDevice, FX, FY, FZ)
#pragma mint copy(b, toDevice, FX, FY, FZ)
#pragma mint copy(coef, toDevice, FX, FY, FZ)
#pragma mint copy(p, toDevice, QX, QY)
#pragma mint copy(q, toDevice, QX, QY)
#pragma mint parallel
    {
        for (t = 0; t < 4; t++) {
#pragma mint for nest(all) tile(16, 4, 8) chunksize(1, 1, 8)
            for (z = 1; z <= k; z++)
                for (y = 1; y <= m; y++)
                    for (x = 1; x <= n; x++) {
                        double faces = U[z][y][x - 1] + U[z][y][x + 1] + U[z][y - 1][x] + U[z][y + 1][x]
                                     + U[z - 1][y][x] + U[z + 1][y][x];
                        double edges = U[z][y - 1][x - 1] + U[z][y - 1][x + 1] + U[z][y + 1][x - 1] + U[z][y + 1][x + 1]
                                     + U[z - 1][y][x - 1] + U[z - 1][y][x + 1] + U[z - 1][y - 1][x] + U[z - 1][y + 1][x]
                                     + U[z + 1][y][x - 1] + U[z + 1][y][x + 1] + U[z + 1][y - 1][x] + U[z + 1][y + 1][x];
                        V[z][y][x] = 0.3 * U[z][y][x] + faces / 12.0 + edges / 48.0;
                    }
#pragma mint for nest(3) tile(32, 2, 5) chunksize(1, 1, 5)
            for (z = 1; z < FZ - 1; z++)
                for (y = 1; y < FY - 1; y++)
                    for (x = 1; x < FX - 1; x++)
                        b[z][y][x] = a[z][y][x] + coef[z][y][x] * (a[z][y][x - 1] + a[z][y][x + 1] + a[z][y - 1][x]
                                   + a[z][y + 1][x] - 4.0f * a[z][y][x])
                                   + 0.5f * (coef[z - 1][y][x] * a[z - 1][y][x] + coef[z + 1][y][x] * a[z + 1][y][x]
                                   - (coef[z - 1][y][x] + coef[z + 1][y][x]) * a[z][y][x]);
#pragma mint for nest(2) tile(32, 6) chunksize(1, 6)
            for (y = 1; y < QY - 1; y++)
                for (x = 1; x < QX - 1; x++)
                    q[y][x] = 0.25f * (p[y - 1][x] + p[y + 1][x] + p[y][x - 1] + p[y][x + 1]);
#pragma mint single
            {
                double ***w = U;
                U = V;
                V = w;
            }
#pragma mint for nest(3) tile(32, 2, 5) chunksize(1, 1, 5)
            for (z = 1; z < FZ - 1; z++)
                for (y = 1; y < FY - 1; y++)
                    for (x = 1; x < FX - 1; x++)
                        a[z][y][x] = b[z][y][x];
#pragma mint for nest(2) tile(32, 6) chunksize(1, 6)
            for (y = 1; y < QY - 1; y++)
                for (x = 1; x < QX - 1; x++)
                    p[y][x] = q[y][x];
        }
    }
#pragma mint copy(U, fromDevice, (n + 2), (m + 2), (k + 2))
#pragma mint copy(a, fromDevice, FX, FY, FZ)
#pragma mint copy(p, fromDevice, QX, QY)
    for (z = 0; z < k + 2; z++)
        for (y = 0; y < m + 2; y++)
            for (x = 0; x < n + 2; x++)
                sum += U[z][y][x] * (1 + (x + 2 * y + z) % 7);
    printf("19-point: %.10f\n", sum);
    sum = 0.0;
    for (z = 0; z < FZ; z++)
        for (y = 0; y < FY; y++)
            for (x = 0; x < FX; x++)
                sum += a[z][y][x] * (1 + (x + y + z) % 3);
    printf("7-point with coefficients: %.6f\n", sum);
    sum = 0.0;
    for (y = 0; y < QY; y++)
        for (x = 0; x < QX; x++)
            sum += p[y][x] * (1 + (x * y) % 4);
    printf("2-D: %.6f\n", sum);
    return 0;
}
