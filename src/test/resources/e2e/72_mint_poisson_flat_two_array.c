/* 72_mint_poisson_flat_two_array.c: a 3-D Poisson sweep on malloc'd double arrays indexed with flat
 * offsets, u[(k*ny + j)*nx + i], with run-time sizes (nx = 29, ny = 18, nz = 13): Mint's copy gives the
 * sizes, the accesses are factored into subscripts on them.  The two-array form of copy names the
 * device copies du and dv (pointers that alias u and v in the sequential program); nest(2) partitions
 * the k and j loops only, each thread running the whole i loop; the sweeps alternate du -> dv and
 * dv -> du in two loop nests, with the default tile. */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int nx = 29, ny = 18, nz = 13, i, j, k, t;
    double *u = malloc(sizeof(double) * nx * ny * nz);
    double *v = malloc(sizeof(double) * nx * ny * nz);
    double *f = malloc(sizeof(double) * nx * ny * nz);
    double *du = u, *dv = v, sum = 0.0;
    for (k = 0; k < nz; k++)
        for (j = 0; j < ny; j++)
            for (i = 0; i < nx; i++) {
                int c = (k * ny + j) * nx + i;
                u[c] = (i == 0 || j == 0 || k == 0 || i == nx - 1 || j == ny - 1 || k == nz - 1) ? 0.0 : ((i + 2 * j + 3 * k) % 9) * 0.125;
                v[c] = u[c];
                f[c] = ((i * j + k) % 4) * 0.5 - 1.0;
            }
#pragma mint copy(du, u, toDevice, nx, ny, nz)
#pragma mint copy(dv, v, toDevice, nx, ny, nz)
#pragma mint copy(f, toDevice, nx, ny, nz)
#pragma mint parallel
    {
        for (t = 0; t < 4; t += 2) {
#pragma mint for nest(2)
            for (k = 1; k < nz - 1; k++)
                for (j = 1; j < ny - 1; j++)
                    for (i = 1; i < nx - 1; i++)
                        dv[(k * ny + j) * nx + i] = (du[(k * ny + j) * nx + i - 1] + du[(k * ny + j) * nx + i + 1]
                                                   + du[(k * ny + j - 1) * nx + i] + du[(k * ny + j + 1) * nx + i]
                                                   + du[((k - 1) * ny + j) * nx + i] + du[((k + 1) * ny + j) * nx + i]) / 6.0
                                                  - 0.01 / 6.0 * f[(k * ny + j) * nx + i];
#pragma mint for nest(2)
            for (k = 1; k < nz - 1; k++)
                for (j = 1; j < ny - 1; j++)
                    for (i = 1; i < nx - 1; i++)
                        du[(k * ny + j) * nx + i] = (dv[(k * ny + j) * nx + i - 1] + dv[(k * ny + j) * nx + i + 1]
                                                   + dv[(k * ny + j - 1) * nx + i] + dv[(k * ny + j + 1) * nx + i]
                                                   + dv[((k - 1) * ny + j) * nx + i] + dv[((k + 1) * ny + j) * nx + i]) / 6.0
                                                  - 0.01 / 6.0 * f[(k * ny + j) * nx + i];
        }
    }
#pragma mint copy(u, du, fromDevice, nx, ny, nz)
    for (i = 0; i < nx * ny * nz; i++)
        sum += u[i] * (1 + i % 7);
    printf("sum %.12f\n", sum);
    printf("u[1000] %.12f\n", u[1000]);
    return 0;
}
