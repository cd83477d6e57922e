/* 75_mint_stencil_tiling_shapes.c: loop nests of the shapes the stencil optimizer's code builder treats
 * apart, on grids whose sizes are not multiples of the tiles (docs/mint.md, "The optimizer"):
 *  - 3-D float, ghost cells on one side only (x + 1, y - 1), planes z and z + 1 read (a column of three
 *    registers: the walk unrolled 6 times), chunks of 4 planes (fewer than a step of the walk);
 *  - 3-D double, an in-plane diagonal (corners) and the plane below read at in-plane neighbours (a ring of
 *    three planes), a block of 16 x 1 threads (35 ghost cells: three a thread), chunks of 7 planes;
 *  - 3-D double, two tiled arrays whose ghost cells differ (x +- 1 and y +- 1), and a coefficient array read
 *    at the planes below and at the point (kept in registers), 5-point chunks in a 25 x 9 x 13 grid;
 *  - 2-D float, the west neighbour only and the rows above and below, chunks of 3 rows.
 * The optimized kernels must compute what the sequential program computes. */
#include <stdio.h>

#define AX 29
#define AY 13
#define AZ 11
float a[AZ][AY][AX], b[AZ][AY][AX];

#define CX 23
#define CY 7
#define CZ 17
double c[CZ][CY][CX], d[CZ][CY][CX];

#define EX 25
#define EY 9
#define EZ 13
double e[EZ][EY][EX], f[EZ][EY][EX], g[EZ][EY][EX], h[EZ][EY][EX];

#define PX 37
#define PY 26
float p[PY][PX], q[PY][PX];

int main(void)
{
    int t, x, y, z;
    double sum;
    for (z = 0; z < AZ; z++)
        for (y = 0; y < AY; y++)
            for (x = 0; x < AX; x++)
                a[z][y][x] = b[z][y][x] = (float) ((x * 5 + y * 3 + z) % 13) * 0.25f;
    for (z = 0; z < CZ; z++)
        for (y = 0; y < CY; y++)
            for (x = 0; x < CX; x++)
                c[z][y][x] = d[z][y][x] = ((x * 7 + y * 11 + z * 2) % 19) * 0.125;
    for (z = 0; z < EZ; z++)
        for (y = 0; y < EY; y++)
            for (x = 0; x < EX; x++) {
                e[z][y][x] = ((x + 3 * y + 5 * z) % 23) * 0.0625;
                f[z][y][x] = ((2 * x + y + z) % 7) * 0.5;
                g[z][y][x] = 0.1 + ((x * z + y) % 5) * 0.02;
                h[z][y][x] = 0.0;
            }
    for (y = 0; y < PY; y++)
        for (x = 0; x < PX; x++)
            p[y][x] = q[y][x] = (float) ((3 * x + 2 * y) % 11) * 0.5f;

#pragma mint copy(a, toDevice, AX, AY, AZ)
#pragma mint copy(b, toDevice, AX, AY, AZ)
#pragma mint copy(c, toDevice, CX, CY, CZ)
#pragma mint copy(d, toDevice, CX, CY, CZ)
#pragma mint copy(e, toDevice, EX, EY, EZ)
#pragma mint copy(f, toDevice, EX, EY, EZ)
#pragma mint copy(g, toDevice, EX, EY, EZ)
#pragma mint copy(h, toDevice, EX, EY, EZ)
#pragma mint copy(p, toDevice, PX, PY)
#pragma mint copy(q, toDevice, PX, PY)
#pragma mint parallel
    {
        for (t = 0; t < 3; t++) {
#pragma mint for nest(all) tile(8, 4, 4) chunksize(1, 1, 4)
            for (z = 0; z < AZ - 1; z++)
                for (y = 1; y < AY; y++)
                    for (x = 0; x < AX - 1; x++)
                        b[z][y][x] = 0.5f * a[z][y][x] + 0.25f * a[z][y][x + 1] + 0.125f * a[z][y - 1][x]
                                   + 0.125f * a[z + 1][y][x];
#pragma mint for nest(all) tile(16, 1, 7) chunksize(1, 1, 7)
            for (z = 1; z < CZ; z++)
                for (y = 1; y < CY - 1; y++)
                    for (x = 1; x < CX; x++)
                        d[z][y][x] = 0.4 * c[z][y][x] + 0.2 * c[z][y - 1][x - 1] + 0.2 * c[z - 1][y + 1][x]
                                   + 0.1 * c[z - 1][y][x] + 0.1 * c[z][y + 1][x];
#pragma mint for nest(all) tile(8, 4, 5) chunksize(1, 1, 5)
            for (z = 1; z < EZ - 1; z++)
                for (y = 1; y < EY - 1; y++)
                    for (x = 1; x < EX - 1; x++)
                        h[z][y][x] = e[z][y][x - 1] - 2.0 * e[z][y][x] + e[z][y][x + 1]
                                   + g[z][y][x] * (f[z][y - 1][x] + f[z][y + 1][x] - f[z][y][x])
                                   + g[z - 1][y][x] * e[z - 1][y][x];
#pragma mint for nest(all) tile(32, 3) chunksize(1, 3)
            for (y = 1; y < PY - 1; y++)
                for (x = 1; x < PX; x++)
                    q[y][x] = 0.5f * p[y][x] + 0.25f * p[y][x - 1] + 0.125f * (p[y - 1][x] + p[y + 1][x]);
#pragma mint for nest(all) tile(8, 4, 4) chunksize(1, 1, 4)
            for (z = 0; z < AZ; z++)
                for (y = 0; y < AY; y++)
                    for (x = 0; x < AX; x++)
                        a[z][y][x] = b[z][y][x];
#pragma mint for nest(all) tile(16, 1, 7) chunksize(1, 1, 7)
            for (z = 0; z < CZ; z++)
                for (y = 0; y < CY; y++)
                    for (x = 0; x < CX; x++)
                        c[z][y][x] = d[z][y][x];
#pragma mint for nest(all) tile(8, 4, 5) chunksize(1, 1, 5)
            for (z = 0; z < EZ; z++)
                for (y = 0; y < EY; y++)
                    for (x = 0; x < EX; x++)
                        e[z][y][x] = 0.5 * e[z][y][x] + 0.25 * h[z][y][x];
#pragma mint for nest(all) tile(32, 3) chunksize(1, 3)
            for (y = 0; y < PY; y++)
                for (x = 0; x < PX; x++)
                    p[y][x] = q[y][x];
        }
    }
#pragma mint copy(a, fromDevice, AX, AY, AZ)
#pragma mint copy(c, fromDevice, CX, CY, CZ)
#pragma mint copy(e, fromDevice, EX, EY, EZ)
#pragma mint copy(p, fromDevice, PX, PY)
    sum = 0.0;
    for (z = 0; z < AZ; z++)
        for (y = 0; y < AY; y++)
            for (x = 0; x < AX; x++)
                sum += a[z][y][x] * (1 + (x + y + z) % 5);
    printf("one-sided float: %.6f\n", sum);
    sum = 0.0;
    for (z = 0; z < CZ; z++)
        for (y = 0; y < CY; y++)
            for (x = 0; x < CX; x++)
                sum += c[z][y][x] * (1 + (x + 2 * y + z) % 3);
    printf("diagonal, ring of three: %.10f\n", sum);
    sum = 0.0;
    for (z = 0; z < EZ; z++)
        for (y = 0; y < EY; y++)
            for (x = 0; x < EX; x++)
                sum += e[z][y][x] * (1 + (x * y + z) % 4);
    printf("two tiles: %.10f\n", sum);
    sum = 0.0;
    for (y = 0; y < PY; y++)
        for (x = 0; x < PX; x++)
            sum += p[y][x] * (1 + (x + y) % 6);
    printf("2-D west: %.6f\n", sum);
    return 0;
}
