/* poisson19 -- sequential reference.
 * Jacobi iterations for the 3-D Poisson equation  lap(u) = f  with the
 * 19-point (Mehrstellen-type) stencil: 6 face neighbours weighted 2, 12 edge
 * neighbours weighted 1, on an n x n x n grid (double precision),
 * homogeneous Dirichlet boundary:
 *   v[c] = CF*(sum of faces) + CE*(sum of edges) + CB*f[c],
 *   CF = 2/24, CE = 1/24, CB = -6 h^2/24
 * SWEEPS sweeps alternate u->v, v->u (SWEEPS even, result in u).
 * Output: the whole grid u after SWEEPS sweeps. */
#include "bench.h"

#define H2 0.01                 /* grid spacing squared */
#define CF (1.0 / 12.0)         /* 6 face neighbours: 2/24 */
#define CE (1.0 / 24.0)         /* 12 edge neighbours: 1/24 */
#define CB (-H2 / 4.0)          /* source: -6 h^2 / 24 */
#define SWEEPS 10
#define SEED_U 0x504F493139ULL
#define SEED_F 0x504F493146ULL

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

static void sweep(const double *in, const double *f, double *out, int nx, int ny, int nz)
{
    int k;
#pragma omp parallel for
    for (k = 1; k < nz - 1; k++) {
        int i, j, P = nx * ny;
        for (j = 1; j < ny - 1; j++)
            for (i = 1; i < nx - 1; i++) {
                int c = (k * ny + j) * nx + i;
                double sf = in[c - 1]
                        + in[c + 1]
                        + in[c - nx]
                        + in[c + nx]
                        + in[c - P]
                        + in[c + P];
                double se = in[c - nx - 1]
                        + in[c - nx + 1]
                        + in[c + nx - 1]
                        + in[c + nx + 1]
                        + in[c - P - 1]
                        + in[c - P + 1]
                        + in[c - P - nx]
                        + in[c - P + nx]
                        + in[c + P - 1]
                        + in[c + P + 1]
                        + in[c + P - nx]
                        + in[c + P + nx];
                out[c] = CF * sf + CE * se + CB * f[c];
            }
    }
}

int main(int argc, char **argv)
{
    bench_args args;
    int n, nx, ny, nz, t;
    size_t cells;
    double *u, *v, *f, t0, t1, inner;
    bench_parse(argc, argv, &args);
    n = args.quick ? 66 : 386;           /* interior 64^3 / 384^3 */
    nx = ny = nz = n;
    cells = (size_t)nx * ny * nz;
    u = (double *)malloc(cells * sizeof(double));
    v = (double *)calloc(cells, sizeof(double));
    f = (double *)malloc(cells * sizeof(double));
    if (!u || !v || !f) { fprintf(stderr, "out of memory\n"); return 1; }
    init_grid(u, nx, ny, nz);
    bench_fill_f64(f, cells, SEED_F, -1.0, 1.0);

    t0 = bench_now_ms();
    for (t = 0; t < SWEEPS; t += 2) {
        sweep(u, f, v, nx, ny, nz);
        sweep(v, f, u, nx, ny, nz);
    }
    t1 = bench_now_ms();
    t1 -= t0;
    bench_report("KERNEL_MS", &t1, 1);
    bench_report("TOTAL_MS", &t1, 1);
    inner = (double)(nx - 2) * (ny - 2) * (nz - 2);
    /* 3 mul + 18 add; ideal traffic: read u and f, write v */
    bench_work(21.0 * inner * SWEEPS, 24.0 * inner * SWEEPS);
    bench_write(args.out, u, cells * sizeof(double));
    free(u); free(v); free(f);
    return 0;
}
