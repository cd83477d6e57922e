/* jacobi2d -- OpenACC version (GCC 12, nvptx offloading): the grid stays on
 * the device for all sweeps; gangs over rows j, vector lanes over i.
 * Five-point 2-D Jacobi smoother (the "Jacobi" program of Jepsen's thesis):
 *   x2[j][i] = -0.25 * (b[j][i] - (x1[j-1][i] + x1[j+1][i]) - (x1[j][i-1] + x1[j][i+1]))
 * on an n x n single-precision grid, for every interior point, homogeneous
 * Dirichlet boundary (boundary of x is 0 and never written).  SWEEPS sweeps
 * alternate x -> y, y -> x (SWEEPS even, result in x).
 * Output: the whole grid x after SWEEPS sweeps. */
#include "bench.h"

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

static void sweep(const float *restrict in, const float *restrict b, float *restrict out,
                  int nx, int ny, size_t cells)
{
    int i, j;
#pragma acc parallel loop gang vector_length(128) present(in[0:cells], b[0:cells], out[0:cells])
    for (j = 1; j < ny - 1; j++) {
#pragma acc loop vector
        for (i = 1; i < nx - 1; i++) {
            int c = j * nx + i;
            out[c] = -0.25f * (b[c] - (in[c - nx] + in[c + nx]) - (in[c - 1] + in[c + 1]));
        }
    }
}

static void zero(float *restrict v, size_t cells)
{
    size_t c;
#pragma acc parallel loop present(v[0:cells])
    for (c = 0; c < cells; c++)
        v[c] = 0.0f;
}

int main(int argc, char **argv)
{
    bench_args args;
    int n, nx, ny, t, rep;
    size_t cells;
    float *x0, *x, *y, *b;
    double *kms, *tms;
    bench_parse(argc, argv, &args);
    n = args.quick ? 258 : 8194;
    nx = ny = n;
    cells = (size_t)nx * ny;
    x0 = (float *)malloc(cells * sizeof(float));
    x = (float *)malloc(cells * sizeof(float));
    y = (float *)malloc(cells * sizeof(float));
    b = (float *)malloc(cells * sizeof(float));
    kms = (double *)malloc(args.reps * sizeof(double));
    tms = (double *)malloc(args.reps * sizeof(double));
    if (!x0 || !x || !y || !b || !kms || !tms) { fprintf(stderr, "out of memory\n"); return 1; }
    init_grid(x0, nx, ny);
    bench_fill_f32(b, cells, SEED_B, 0.0f, 1.0f);

    for (rep = -1; rep < args.reps; rep++) {      /* rep -1: warm-up */
        double ta, tb, tc, td;
        memcpy(x, x0, cells * sizeof(float));
        ta = bench_now_ms();
#pragma acc enter data copyin(x[0:cells], b[0:cells]) create(y[0:cells])
        zero(y, cells);                           /* boundary of y = 0 */
#ifdef _OPENACC
        bench_poison_f32(x, cells);               /* host copy is the output: poison it */
#endif
        tb = bench_now_ms();
        for (t = 0; t < SWEEPS; t += 2) {
            sweep(x, b, y, nx, ny, cells);
            sweep(y, b, x, nx, ny, cells);
        }
        tc = bench_now_ms();
#pragma acc exit data copyout(x[0:cells]) delete(y[0:cells], b[0:cells])
        td = bench_now_ms();
        if (rep >= 0) { kms[rep] = tc - tb; tms[rep] = td - ta; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, x, cells * sizeof(float));
    free(x0); free(x); free(y); free(b); free(kms); free(tms);
    return 0;
}
