/* heat7 -- Mint version: the program of seq.c with Mint directives (Unat, Cai and Baden,
 * ICS 2011), written as Mint's own examples are: the grids are double *** allocated as one
 * contiguous block (bench_grid3d_f64), the host name of each grid stands for its device copy inside
 * the accelerated region, the sweep is one 'mint for' over the whole 3-D nest, and the two
 * grids are swapped in a 'single' section between sweeps.  Each thread block computes a
 * 32 x 8 x 64 tile of the interior, each thread a column of 64 points along z
 * (chunksize(1, 1, 64)), as in cuda.cu.  Built as plain C (pragmas ignored) it computes
 * what seq.c computes: SWEEPS is even, so the result is back in the grid U. */
#include "bench.h"
#include "bench_grid.h"   /* bench_grid3d_f64: contiguous double *** grids */

#define ALPHA 0.1
#define C0 (1.0 - 6.0 * ALPHA)
#define C1 ALPHA
#define SWEEPS 10
#define SEED_U 0x4845415437ULL

/* interior random in [0,1), boundary 0 */
static void init_grid(double *u, int nx, int ny, int nz)
{
    int i, j, k;
    bench_fill_f64(u, (size_t)nx * ny * nz, SEED_U, 0.0, 1.0);
    for (k = 0; k < nz; k++)
        for (j = 0; j < ny; j++)
            for (i = 0; i < nx; i++)
                if (i == 0 || j == 0 || k == 0 || i == nx - 1 || j == ny - 1 || k == nz - 1)
                    u[(k * ny + j) * nx + i] = 0.0;
}

int main(int argc, char **argv)
{
    bench_args args;
    int n, nx, ny, nz, t, rep, i, j, k;
    size_t cells;
    double *u0, *kms, *tms, ***U, ***V;
    bench_parse(argc, argv, &args);
    n = args.quick ? 66 : 386;           /* interior 64^3 / 384^3 */
    nx = ny = nz = n;
    cells = (size_t)nx * ny * nz;
    u0 = (double *)malloc(cells * sizeof(double));
    kms = (double *)malloc(args.reps * sizeof(double));
    tms = (double *)malloc(args.reps * sizeof(double));
    if (!u0 || !kms || !tms) { fprintf(stderr, "out of memory\n"); return 1; }
    U = bench_grid3d_f64(nx, ny, nz);
    V = bench_grid3d_f64(nx, ny, nz);
    init_grid(u0, nx, ny, nz);

    for (rep = -1; rep < args.reps; rep++) {     /* rep -1: warm-up */
        double ta, tb, tc, td;
        memcpy(&U[0][0][0], u0, cells * sizeof(double));   /* fresh input (U is updated in place) */
        memset(&V[0][0][0], 0, cells * sizeof(double));    /* boundary of V is 0 like that of U */
        ta = bench_now_ms();
#pragma mint copy(U, toDevice, nx, ny, nz)
#pragma mint copy(V, toDevice, nx, ny, nz)
        tb = bench_now_ms();
#pragma mint parallel
        {
            for (t = 0; t < SWEEPS; t++) {
#pragma mint for nest(all) tile(32, 8, 64) chunksize(1, 1, 64)
                for (k = 1; k < nz - 1; k++)
                    for (j = 1; j < ny - 1; j++)
                        for (i = 1; i < nx - 1; i++)
                            V[k][j][i] = C0 * U[k][j][i]
                                + C1 * (U[k][j][i - 1] + U[k][j][i + 1] + U[k][j - 1][i] + U[k][j + 1][i]
                                        + U[k - 1][j][i] + U[k + 1][j][i]);
#pragma mint single
                {
                    double ***tmp = U;
                    U = V;
                    V = tmp;
                }
            }
        }
        tc = bench_now_ms();
#pragma mint copy(U, fromDevice, nx, ny, nz)
        td = bench_now_ms();
        if (rep >= 0) { kms[rep] = tc - tb; tms[rep] = td - ta; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, &U[0][0][0], cells * sizeof(double));
    bench_free3d_f64(U); bench_free3d_f64(V); free(u0); free(kms); free(tms);
    return 0;
}
