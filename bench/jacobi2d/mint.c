/* jacobi2d -- Mint version: the program of seq.c with Mint directives (Unat, Cai and Baden,
 * ICS 2011), written as Mint's examples are: the grids are float ** allocated as one contiguous
 * block (bench_grid2d_f32), the host name of each grid stands for its device copy inside the
 * accelerated region, the sweep is one 'mint for' over the 2-D nest, and the two grids are
 * swapped in a 'single' section between sweeps.  Each thread block computes a 128 x 64 tile of
 * the interior, each thread a column of 64 points along y (chunksize(1, 64)), as in cuda.cu.
 * Built as plain C (pragmas ignored) it computes what seq.c computes: SWEEPS is even, so the
 * result is back in the grid X.
 *
 * Five-point 2-D Jacobi smoother (the "Jacobi" program of Jepsen's thesis):
 *   x2[j][i] = -0.25 * (b[j][i] - (x1[j-1][i] + x1[j+1][i]) - (x1[j][i-1] + x1[j][i+1])) */
#include "bench.h"
#include "bench_grid.h"   /* bench_grid2d_f32: contiguous float ** grids */

#define SWEEPS 20
#define SEED_X 0x4A41434F4258ULL
#define SEED_B 0x4A41434F4242ULL

/* interior random in [0,1), boundary 0 */
static void init_grid(float *x, int nx, int ny)
{
    int i, j;
    bench_fill_f32(x, (size_t)nx * ny, SEED_X, 0.0f, 1.0f);
    for (j = 0; j < ny; j++)
        for (i = 0; i < nx; i++)
            if (i == 0 || j == 0 || i == nx - 1 || j == ny - 1)
                x[j * nx + i] = 0.0f;
}

int main(int argc, char **argv)
{
    bench_args args;
    int n, nx, ny, t, rep, i, j;
    size_t cells;
    float *x0, **X, **Y, **B;
    double *kms, *tms;
    bench_parse(argc, argv, &args);
    n = args.quick ? 258 : 8194;         /* interior 256^2 / 8192^2 */
    nx = ny = n;
    cells = (size_t)nx * ny;
    x0 = (float *)malloc(cells * sizeof(float));
    kms = (double *)malloc(args.reps * sizeof(double));
    tms = (double *)malloc(args.reps * sizeof(double));
    if (!x0 || !kms || !tms) { fprintf(stderr, "out of memory\n"); return 1; }
    X = bench_grid2d_f32(nx, ny);
    Y = bench_grid2d_f32(nx, ny);
    B = bench_grid2d_f32(nx, ny);
    init_grid(x0, nx, ny);
    bench_fill_f32(&B[0][0], cells, SEED_B, 0.0f, 1.0f);

    for (rep = -1; rep < args.reps; rep++) {     /* rep -1: warm-up */
        double ta, tb, tc, td;
        memcpy(&X[0][0], x0, cells * sizeof(float));   /* fresh input (X is updated in place) */
        memset(&Y[0][0], 0, cells * sizeof(float));    /* boundary of Y is 0 like that of X */
        ta = bench_now_ms();
#pragma mint copy(X, toDevice, nx, ny)
#pragma mint copy(Y, toDevice, nx, ny)
#pragma mint copy(B, toDevice, nx, ny)
        tb = bench_now_ms();
#pragma mint parallel
        {
            for (t = 0; t < SWEEPS; t++) {
#pragma mint for nest(all) tile(128, 64) chunksize(1, 64)
                for (j = 1; j < ny - 1; j++)
                    for (i = 1; i < nx - 1; i++)
                        Y[j][i] = -0.25f * (B[j][i] - (X[j - 1][i] + X[j + 1][i]) - (X[j][i - 1] + X[j][i + 1]));
#pragma mint single
                {
                    float **tmp = X;
                    X = Y;
                    Y = tmp;
                }
            }
        }
        tc = bench_now_ms();
#pragma mint copy(X, fromDevice, nx, ny)
        td = bench_now_ms();
        if (rep >= 0) { kms[rep] = tc - tb; tms[rep] = td - ta; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, &X[0][0], cells * sizeof(float));
    bench_free2d_f32(X); bench_free2d_f32(Y); bench_free2d_f32(B); free(x0); free(kms); free(tms);
    return 0;
}
