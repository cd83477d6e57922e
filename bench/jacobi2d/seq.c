/* jacobi2d -- sequential reference.
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

static void sweep(const float *in, const float *b, float *out, int nx, int ny)
{
    int j;
#pragma omp parallel for
    for (j = 1; j < ny - 1; j++) {
        int i;
        for (i = 1; i < nx - 1; i++) {
            int c = j * nx + i;
            out[c] = -0.25f * (b[c] - (in[c - nx] + in[c + nx]) - (in[c - 1] + in[c + 1]));
        }
    }
}

int main(int argc, char **argv)
{
    bench_args args;
    int n, nx, ny, t;
    size_t cells;
    float *x, *y, *b;
    double t0, t1, inner;
    bench_parse(argc, argv, &args);
    n = args.quick ? 258 : 8194;         /* interior 256^2 / 8192^2 */
    nx = ny = n;
    cells = (size_t)nx * ny;
    x = (float *)malloc(cells * sizeof(float));
    y = (float *)calloc(cells, sizeof(float));
    b = (float *)malloc(cells * sizeof(float));
    if (!x || !y || !b) { fprintf(stderr, "out of memory\n"); return 1; }
    init_grid(x, nx, ny);
    bench_fill_f32(b, cells, SEED_B, 0.0f, 1.0f);

    t0 = bench_now_ms();
    for (t = 0; t < SWEEPS; t += 2) {
        sweep(x, b, y, nx, ny);
        sweep(y, b, x, nx, ny);
    }
    t1 = bench_now_ms();
    t1 -= t0;
    bench_report("KERNEL_MS", &t1, 1);
    bench_report("TOTAL_MS", &t1, 1);
    inner = (double)(nx - 2) * (ny - 2);
    /* 4 add/sub + 1 mul; ideal traffic: read x and b, write y */
    bench_work(5.0 * inner * SWEEPS, 12.0 * inner * SWEEPS);
    bench_write(args.out, x, cells * sizeof(float));
    free(x); free(y); free(b);
    return 0;
}
