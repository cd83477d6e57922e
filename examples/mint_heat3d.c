/* mint_heat3d.c -- the 3-D heat equation written with Mint directives (Unat, Cai and Baden, ICS 2011),
 * as Mint's own examples write it.  Without the pragmas it is an ordinary sequential C program.
 *
 *   ./hicuda run examples/mint_heat3d.c                     # GPU if present, else the CPU emulation
 *   ./hicuda translate --report examples/mint_heat3d.c      # the CUDA C, and what the optimizer did
 *   ./hicuda translate -O0 examples/mint_heat3d.c           # without Mint's stencil optimizer (-O2, the default,
 *                                                           # applies it under its cost model, docs/mint.md)
 *
 * docs/mint.md describes the directives, their defaults and the optimizer. */
#include <stdio.h>
#include <stdlib.h>

/* An nz x ny x nx grid indexed g[z][y][x]: pointers to rows, but the elements themselves are one
 * contiguous block, so that Mint can copy the grid to the device in one (pitched) copy. */
static double ***alloc3D(int nx, int ny, int nz)
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

int main(void)
{
    /* n x m x k interior points (not multiples of the tile below), surrounded by a boundary of zeros */
    int n = 90, m = 50, k = 40, steps = 20, t, x, y, z;
    double alpha = 0.1, c0 = 1.0 - 6.0 * alpha, c1 = alpha, heat = 0.0;
    double ***U = alloc3D(n + 2, m + 2, k + 2);
    double ***Unew = alloc3D(n + 2, m + 2, k + 2);
    for (z = 0; z < k + 2; z++)
        for (y = 0; y < m + 2; y++)
            for (x = 0; x < n + 2; x++) {
                int inside = x > 0 && y > 0 && z > 0 && x <= n && y <= m && z <= k;
                U[z][y][x] = inside ? ((x * 7 + y * 13 + z * 3) % 10) * 0.1 : 0.0;
                Unew[z][y][x] = U[z][y][x];
            }

    /* copy(array, toDevice, Nx, Ny, Nz): the device copies, sizes given x (fastest varying) first.  They are
     * pitched: each row padded to a multiple of 128 bytes, so that rows start aligned. */
#pragma mint copy(U, toDevice, (n + 2), (m + 2), (k + 2))
#pragma mint copy(Unew, toDevice, (n + 2), (m + 2), (k + 2))

    /* The accelerated region.  Inside it, U and Unew stand for their device copies; code outside the
     * 'mint for' loops runs on the host. */
#pragma mint parallel
    {
        for (t = 0; t < steps; t++) {
            /* One kernel for the whole nest: a thread block computes a 32 x 8 x 64 tile (x, y, z) and each
             * of its 32 x 8 threads a column of 64 points along z (chunksize).  At -O2 (the default) the optimizer
             * keeps the plane being updated, with its ghost cells, in shared memory and the z neighbours in registers. */
#pragma mint for nest(all) tile(32, 8, 64) chunksize(1, 1, 64)
            for (z = 1; z <= k; z++)
                for (y = 1; y <= m; y++)
                    for (x = 1; x <= n; x++)
                        Unew[z][y][x] = c0 * U[z][y][x]
                                      + c1 * (U[z][y][x - 1] + U[z][y][x + 1] + U[z][y - 1][x] + U[z][y + 1][x]
                                              + U[z - 1][y][x] + U[z + 1][y][x]);
            /* A serial section, on the host: swapping the grids swaps their device copies too. */
#pragma mint single
            {
                double ***tmp = U;
                U = Unew;
                Unew = tmp;
            }
        }
    }
    /* The result is where U points now: copy its device copy back.  The device copies are freed here. */
#pragma mint copy(U, fromDevice, (n + 2), (m + 2), (k + 2))

    for (z = 1; z <= k; z++)
        for (y = 1; y <= m; y++)
            for (x = 1; x <= n; x++)
                heat += U[z][y][x];
    printf("total heat after %d steps: %.9f\n", steps, heat);
    printf("U[%d][%d][%d] = %.9f\n", k / 2, m / 2, n / 2, U[k / 2][m / 2][n / 2]);
    return 0;
}
