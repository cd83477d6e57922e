/* 70_mint_heat3d_grid.c: Mint's heat equation as its examples write it: double *** grids allocated
 * contiguously, copied to the device with the one-array copy, a 7-point stencil over a 3-D nest whose
 * sizes (37 x 21 x 19 interior points) are not multiples of the tile (16 x 8 x 8), each thread a chunk
 * of 4 points along z, and the grids swapped between time steps in a single section (an odd number of
 * steps, so that the result is in the grid that started as Unew). */
#include <stdio.h>
#include <stdlib.h>

double ***alloc3D(int nx, int ny, int nz)
{
    double ***g = (double ***) malloc(sizeof(double **) * nz);
    double **rows = (double **) malloc(sizeof(double *) * nz * ny);
    double *data = (double *) malloc(sizeof(double) * nx * ny * nz);
    int z, y;
    for (z = 0; z < nz; z++, rows += ny) {
        g[z] = rows;
        for (y = 0; y < ny; y++, data += nx)
            g[z][y] = data;
    }
    return g;
}

int main(void)
{
    int n = 37, m = 21, k = 19, t, x, y, z;
    double c0 = 0.4, c1 = 0.1, sum = 0.0;
    double ***U = alloc3D(n + 2, m + 2, k + 2);
    double ***Unew = alloc3D(n + 2, m + 2, k + 2);
    for (z = 0; z < k + 2; z++)
        for (y = 0; y < m + 2; y++)
            for (x = 0; x < n + 2; x++) {
                U[z][y][x] = (x * 7 + y * 3 + z) % 11 * 0.1;
                Unew[z][y][x] = U[z][y][x];
            }
#pragma mint copy(U, toDevice, (n + 2), (m + 2), (k + 2))
#pragma mint copy(Unew, toDevice, (n + 2), (m + 2), (k + 2))
#pragma mint parallel
    {
        for (t = 0; t < 5; t++) {
#pragma mint for nest(all) tile(16, 8, 8) chunksize(1, 1, 4)
            for (z = 1; z <= k; z++)
                for (y = 1; y <= m; y++)
                    for (x = 1; x <= n; x++)
                        Unew[z][y][x] = c0 * U[z][y][x] + c1 * (U[z][y][x - 1] + U[z][y][x + 1] + U[z][y - 1][x]
                                      + U[z][y + 1][x] + U[z - 1][y][x] + U[z + 1][y][x]);
#pragma mint single
            {
                double ***tmp = U;
                U = Unew;
                Unew = tmp;
            }
        }
    }
#pragma mint copy(U, fromDevice, (n + 2), (m + 2), (k + 2))
    for (z = 0; z < k + 2; z++)
        for (y = 0; y < m + 2; y++)
            for (x = 0; x < n + 2; x++)
                sum += U[z][y][x] * (1 + (x + y + z) % 5);
    printf("sum %.12f\n", sum);
    printf("U[3][4][5] %.12f U[k][m][n] %.12f\n", U[3][4][5], U[k][m][n]);
    return 0;
}
