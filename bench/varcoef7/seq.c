/* varcoef7 -- sequential reference.
 * Variable-coefficient 7-point stencil: relaxation sweeps for
 * div(beta grad u) + f = 0 on an n x n x n grid (double precision),
 * homogeneous Dirichlet boundary for u; the face coefficient between two
 * cells is the sum of their beta values:
 *   L    = sum over the 6 neighbours m of (beta[c] + beta[m]) * (u[m] - u[c])
 *   v[c] = u[c] + C1 * (L + f[c]),   C1 = 1/24  (beta in [0.5,1.5): stable)
 * SWEEPS sweeps alternate u->v, v->u (SWEEPS even, result in u).
 * Output: the whole grid u after SWEEPS sweeps. */
#include "bench.h"

#define C1 (1.0 / 24.0)
#define SWEEPS 10
#define SEED_U 0x5641523755ULL
#define SEED_B 0x5641523742ULL
#define SEED_F 0x5641523746ULL

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

static void sweep(const double *in, const double *beta, const double *f, double *out,
                  int nx, int ny, int nz)
{
    int k;
#pragma omp parallel for
    for (k = 1; k < nz - 1; k++) {
        int i, j;
        for (j = 1; j < ny - 1; j++)
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

int main(int argc, char **argv)
{
    bench_args args;
    int n, nx, ny, nz, t;
    size_t cells;
    double *u, *v, *beta, *f, t0, t1, inner;
    bench_parse(argc, argv, &args);
    n = args.quick ? 66 : 386;           /* interior 64^3 / 384^3 */
    nx = ny = nz = n;
    cells = (size_t)nx * ny * nz;
    u = (double *)malloc(cells * sizeof(double));
    v = (double *)calloc(cells, sizeof(double));
    beta = (double *)malloc(cells * sizeof(double));
    f = (double *)malloc(cells * sizeof(double));
    if (!u || !v || !beta || !f) { fprintf(stderr, "out of memory\n"); return 1; }
    init_grid(u, nx, ny, nz);
    bench_fill_f64(beta, cells, SEED_B, 0.5, 1.5);
    bench_fill_f64(f, cells, SEED_F, -1.0, 1.0);

    t0 = bench_now_ms();
    for (t = 0; t < SWEEPS; t += 2) {
        sweep(u, beta, f, v, nx, ny, nz);
        sweep(v, beta, f, u, nx, ny, nz);
    }
    t1 = bench_now_ms();
    t1 -= t0;
    bench_report("KERNEL_MS", &t1, 1);
    bench_report("TOTAL_MS", &t1, 1);
    inner = (double)(nx - 2) * (ny - 2) * (nz - 2);
    /* 7 mul + 13 add + 6 sub; ideal traffic: read u, beta, f, write v */
    bench_work(26.0 * inner * SWEEPS, 32.0 * inner * SWEEPS);
    bench_write(args.out, u, cells * sizeof(double));
    free(u); free(v); free(beta); free(f);
    return 0;
}
