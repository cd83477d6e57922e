/* jacobi2d: Jacobi sweeps of a 2-D Poisson problem (see seq.c).
 * Naive hiCUDA version (issue 11): the program of seq.c with only kernel, loop_partition and global
 * directives (and shape, which gives a malloc'd pointer its dimensions), in the loop order a scientist
 * would write; no shared, constant, texture or barrier directive, no hand tiling, one iteration a thread.
 * The optimizer (hicuda translate -O2) is left to find the rest; bench/opt-device.sh times it at -O0 and -O2.
 * A kernel per sweep, one interior point a thread (8 x 32 threads a block). */
#include "bench.h"

#define SWEEPS 20
#define SEED_X 0x4A41434F4258ULL
#define SEED_B 0x4A41434F4242ULL
#define TX 128  /* threads per block (columns) */
#define RC 64   /* rows per thread block */

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
#pragma hicuda kernel jacobi_xy tblock((ny - 2) / 8, (nx - 2) / 32) thread(8, 32)
#pragma hicuda loop_partition over_tblock over_thread
for (int j = 1; j < ny - 1; j++) {
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = 1; i < nx - 1; i++)
        y[j * nx + i] = -0.25f * (b[j * nx + i] - (x[(j - 1) * nx + i] + x[(j + 1) * nx + i]) - (x[j * nx + i - 1] + x[j * nx + i + 1]));
}
#pragma hicuda kernel_end
            /* sweep y -> x */
#pragma hicuda kernel jacobi_yx tblock((ny - 2) / 8, (nx - 2) / 32) thread(8, 32)
#pragma hicuda loop_partition over_tblock over_thread
for (int j = 1; j < ny - 1; j++) {
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = 1; i < nx - 1; i++)
        x[j * nx + i] = -0.25f * (b[j * nx + i] - (y[(j - 1) * nx + i] + y[(j + 1) * nx + i]) - (y[j * nx + i - 1] + y[j * nx + i + 1]));
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
