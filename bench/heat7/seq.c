/* heat7 -- sequential reference.
 * Explicit heat-equation time stepping with the 7-point stencil on an
 * n x n x n grid (double precision), homogeneous Dirichlet boundary:
 *   v[c] = C0*u[c] + C1*(u[W]+u[E]+u[S]+u[N]+u[B]+u[T]),  C0 = 1-6*ALPHA, C1 = ALPHA
 * for every interior point; SWEEPS sweeps alternate u->v, v->u (SWEEPS even,
 * so the result is in u).  Output: the whole grid u after SWEEPS sweeps. */
#include "bench.h"

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

static void sweep(const double *in, double *out, int nx, int ny, int nz)
{
    int k;
#pragma omp parallel for
    for (k = 1; k < nz - 1; k++) {
        int i, j;
        for (j = 1; j < ny - 1; j++)
            for (i = 1; i < nx - 1; i++) {
                int c = (k * ny + j) * nx + i;
                out[c] = C0 * in[c] + C1 * (in[c - 1] + in[c + 1] + in[c - nx] + in[c + nx]
                                            + in[c - nx * ny] + in[c + nx * ny]);
            }
    }
}

int main(int argc, char **argv)
{
    bench_args args;
    int n, nx, ny, nz, t;
    size_t cells;
    double *u, *v, t0, t1, inner;
    bench_parse(argc, argv, &args);
    n = args.quick ? 66 : 386;           /* interior 64^3 / 384^3 */
    nx = ny = nz = n;
    cells = (size_t)nx * ny * nz;
    u = (double *)malloc(cells * sizeof(double));
    v = (double *)calloc(cells, sizeof(double));
    if (!u || !v) { fprintf(stderr, "out of memory\n"); return 1; }
    init_grid(u, nx, ny, nz);

    t0 = bench_now_ms();
    for (t = 0; t < SWEEPS; t += 2) {
        sweep(u, v, nx, ny, nz);
        sweep(v, u, nx, ny, nz);
    }
    t1 = bench_now_ms();
    t1 -= t0;
    bench_report("KERNEL_MS", &t1, 1);
    bench_report("TOTAL_MS", &t1, 1);
    inner = (double)(nx - 2) * (ny - 2) * (nz - 2);
    bench_work(8.0 * inner * SWEEPS, 16.0 * inner * SWEEPS);
    bench_write(args.out, u, cells * sizeof(double));
    free(u); free(v);
    return 0;
}
