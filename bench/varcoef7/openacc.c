/* varcoef7 -- OpenACC version (GCC 12, nvptx offloading).
 * Same sweeps as seq.c; the grid stays on the device for all SWEEPS sweeps
 * (enter/exit data), one parallel loop per sweep: gangs over (k, j) rows,
 * vector lanes over i. */
#include "bench.h"

#define C1 (1.0 / 24.0)
#define SWEEPS 10
#define SEED_U 0x5641523755ULL
#define SEED_B 0x5641523742ULL
#define SEED_F 0x5641523746ULL

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

static void sweep(const double *restrict in, const double *restrict beta, const double *restrict f, double *restrict out,
                  int nx, int ny, int nz, size_t cells)
{
    int i, j, k;
#pragma acc parallel loop gang collapse(2) vector_length(128) present(in[0:cells], beta[0:cells], f[0:cells], out[0:cells])
    for (k = 1; k < nz - 1; k++)
        for (j = 1; j < ny - 1; j++) {
#pragma acc loop vector
            for (i = 1; i < nx - 1; i++) {
                int c = (k * ny + j) * nx + i;
                double uc = in[c], bc = beta[c];
                double l = (bc + beta[c - 1]) * (in[c - 1] - uc)
                         + (bc + beta[c + 1]) * (in[c + 1] - uc)
                         + (bc + beta[c - nx]) * (in[c - nx] - uc)
                         + (bc + beta[c + nx]) * (in[c + nx] - uc)
                         + (bc + beta[c - nx * ny]) * (in[c - nx * ny] - uc)
                         + (bc + beta[c + nx * ny]) * (in[c + nx * ny] - uc);
                out[c] = uc + C1 * (l + f[c]);
            }
        }
}

static void zero(double *restrict v, size_t cells)
{
    size_t c;
#pragma acc parallel loop present(v[0:cells])
    for (c = 0; c < cells; c++)
        v[c] = 0.0;
}

int main(int argc, char **argv)
{
    bench_args args;
    int n, nx, ny, nz, t, rep;
    size_t cells;
    double *u0, *u, *v, *beta, *f, *kms, *tms;
    bench_parse(argc, argv, &args);
    n = args.quick ? 66 : 386;
    nx = ny = nz = n;
    cells = (size_t)nx * ny * nz;
    u0 = (double *)malloc(cells * sizeof(double));
    u = (double *)malloc(cells * sizeof(double));
    v = (double *)malloc(cells * sizeof(double));
    beta = (double *)malloc(cells * sizeof(double));
    f = (double *)malloc(cells * sizeof(double));
    kms = (double *)malloc(args.reps * sizeof(double));
    tms = (double *)malloc(args.reps * sizeof(double));
    if (!u0 || !u || !v || !beta || !f || !kms || !tms) { fprintf(stderr, "out of memory\n"); return 1; }
    init_grid(u0, nx, ny, nz);
    bench_fill_f64(beta, cells, SEED_B, 0.5, 1.5);
    bench_fill_f64(f, cells, SEED_F, -1.0, 1.0);

    for (rep = -1; rep < args.reps; rep++) {      /* rep -1: warm-up */
        double ta, tb, tc, td;
        memcpy(u, u0, cells * sizeof(double));
        ta = bench_now_ms();
#pragma acc enter data copyin(u[0:cells], beta[0:cells], f[0:cells]) create(v[0:cells])
        zero(v, cells);                           /* boundary of v = 0 */
#ifdef _OPENACC
        bench_poison_f64(u, cells);               /* host copy is the output: poison it */
#endif
        tb = bench_now_ms();
        for (t = 0; t < SWEEPS; t += 2) {
            sweep(u, beta, f, v, nx, ny, nz, cells);
            sweep(v, beta, f, u, nx, ny, nz, cells);
        }
        tc = bench_now_ms();
#pragma acc exit data copyout(u[0:cells]) delete(v[0:cells], beta[0:cells], f[0:cells])
        td = bench_now_ms();
        if (rep >= 0) { kms[rep] = tc - tb; tms[rep] = td - ta; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, u, cells * sizeof(double));
    free(u0); free(u); free(v); free(beta); free(f); free(kms); free(tms);
    return 0;
}
