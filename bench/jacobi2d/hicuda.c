/* jacobi2d -- hiCUDA version: the program of seq.c with hicuda directives.
 * Same decomposition as cuda.cu: a kernel per sweep; blocks of TX threads
 * own TX consecutive columns and march in j through a chunk of RC rows; the
 * south/centre/north values are carried in registers, the row being updated
 * is staged with its x halo in shared memory (cuda.cu exchanges the x
 * neighbours with warp shuffles instead).  Built as plain C (pragmas ignored)
 * it computes what seq.c computes.
 *
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
#define TX 128  /* threads per block (columns) */
#define RC 16   /* rows per thread block (as cuda.cu) */

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
    int n, nx, ny, t, rep;
    size_t cells;
    float *x0, *x, *y, *b;
    double *kms, *tms;
    bench_parse(argc, argv, &args);
    n = args.quick ? 258 : 8194;         /* interior 256^2 / 8192^2: multiples of TX and RC */
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

#pragma hicuda shape x[ny][nx]
#pragma hicuda shape y[ny][nx]
#pragma hicuda shape b[ny][nx]

    for (rep = -1; rep < args.reps; rep++) {     /* rep -1: warm-up */
        double ta, tb, tc, td;
        memcpy(x, x0, cells * sizeof(float));    /* fresh input (x is updated in place) */
        memset(y, 0, cells * sizeof(float));     /* boundary of y is 0 like that of x */
        ta = bench_now_ms();
#pragma hicuda global alloc x[*][*] copyin
#pragma hicuda global alloc y[*][*] clear
#pragma hicuda global alloc b[*][*] copyin
        tb = bench_now_ms();
        for (t = 0; t < SWEEPS; t += 2) {
            /* sweep x -> y */
#pragma hicuda kernel jacobi_xy tblock((ny - 2) / RC, (nx - 2) / TX) thread(TX)
#pragma hicuda loop_partition over_tblock
            for (int jj = 1; jj < ny - 1; jj += RC) {
#pragma hicuda loop_partition over_tblock over_thread
                for (int i = 1; i < nx - 1; i++) {
                    float xs = x[(jj - 1) * nx + i];
                    float xc = x[jj * nx + i];
                    for (int j = jj; j < jj + RC; j++) {
                        float xn = x[(j + 1) * nx + i];
#pragma hicuda shared alloc x[j][i-1:i+1] copyin
                        y[j * nx + i] = -0.25f * (b[j * nx + i] - (xs + xn) - (x[j * nx + i - 1] + x[j * nx + i + 1]));
#pragma hicuda barrier
#pragma hicuda shared remove x
                        xs = xc;
                        xc = xn;
                    }
                }
            }
#pragma hicuda kernel_end
            /* sweep y -> x */
#pragma hicuda kernel jacobi_yx tblock((ny - 2) / RC, (nx - 2) / TX) thread(TX)
#pragma hicuda loop_partition over_tblock
            for (int jj = 1; jj < ny - 1; jj += RC) {
#pragma hicuda loop_partition over_tblock over_thread
                for (int i = 1; i < nx - 1; i++) {
                    float xs = y[(jj - 1) * nx + i];
                    float xc = y[jj * nx + i];
                    for (int j = jj; j < jj + RC; j++) {
                        float xn = y[(j + 1) * nx + i];
#pragma hicuda shared alloc y[j][i-1:i+1] copyin
                        x[j * nx + i] = -0.25f * (b[j * nx + i] - (xs + xn) - (y[j * nx + i - 1] + y[j * nx + i + 1]));
#pragma hicuda barrier
#pragma hicuda shared remove y
                        xs = xc;
                        xc = xn;
                    }
                }
            }
#pragma hicuda kernel_end
        }
        tc = bench_now_ms();
#pragma hicuda global copyout x[*][*]
#pragma hicuda global free x y b
        td = bench_now_ms();
        if (rep >= 0) { kms[rep] = tc - tb; tms[rep] = td - ta; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, x, cells * sizeof(float));
    free(x0); free(x); free(y); free(b); free(kms); free(tms);
    return 0;
}
