/* poisson19: stencil sweeps (see seq.c).
 * Naive hiCUDA version (issue 11): the program of seq.c with only kernel, loop_partition and global
 * directives (and shape, which gives a malloc'd pointer its dimensions), in the loop order a scientist
 * would write; no shared, constant, texture or barrier directive, no hand tiling, one iteration a thread.
 * The optimizer (hicuda translate -O2) is left to find the rest; bench/opt-device.sh times it at -O0 and -O2.
 * A kernel per sweep over the interior points, one point a thread (1 x 8 x 32 threads a block). */
#include "bench.h"

#define H2 0.01                 /* grid spacing squared */
#define CF (1.0 / 12.0)         /* 6 face neighbours: 2/24 */
#define CE (1.0 / 24.0)         /* 12 edge neighbours: 1/24 */
#define CB (-H2 / 4.0)          /* source: -6 h^2 / 24 */
#define SWEEPS 10
#define SEED_U 0x504F493139ULL
#define SEED_F 0x504F493146ULL
#define BX 32   /* threads per block in x (i) */
#define BY 8    /* threads per block in y (j) */
#define KC 64   /* planes per thread block in z (k) */

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
    int n, nx, ny, nz, t, rep;
    size_t cells;
    double *u0, *u, *v, *f, *kms, *tms;
    bench_parse(argc, argv, &args);
    n = args.quick ? 66 : 386;           /* interior 64^3 / 384^3: multiples of BX, BY, KC */
    nx = ny = nz = n;
    cells = (size_t)nx * ny * nz;
    u0 = (double *)malloc(cells * sizeof(double));
    u = (double *)malloc(cells * sizeof(double));
    v = (double *)malloc(cells * sizeof(double));
    f = (double *)malloc(cells * sizeof(double));
    kms = (double *)malloc(args.reps * sizeof(double));
    tms = (double *)malloc(args.reps * sizeof(double));
    if (!u0 || !u || !v || !f || !kms || !tms) { fprintf(stderr, "out of memory\n"); return 1; }
    init_grid(u0, nx, ny, nz);
    bench_fill_f64(f, cells, SEED_F, -1.0, 1.0);

#pragma hicuda shape u[nz][ny][nx]
#pragma hicuda shape v[nz][ny][nx]
#pragma hicuda shape f[nz][ny][nx]

    for (rep = -1; rep < args.reps; rep++) {     /* rep -1: warm-up */
        double ta, tb, tc, td;
        memcpy(u, u0, cells * sizeof(double));   /* fresh input (u is updated in place) */
        memset(v, 0, cells * sizeof(double));    /* boundary of v is 0 like that of u */
        ta = bench_now_ms();
#pragma hicuda global alloc u[*][*][*] copyin
#pragma hicuda global alloc v[*][*][*] clear
#pragma hicuda global alloc f[*][*][*] copyin
        tb = bench_now_ms();
        for (t = 0; t < SWEEPS; t += 2) {
            /* sweep u -> v */
#pragma hicuda kernel poisson19_uv tblock(nz - 2, (ny - 2) / 8, (nx - 2) / 32) thread(1, 8, 32)
#pragma hicuda loop_partition over_tblock over_thread
for (int k = 1; k < nz - 1; k++) {
#pragma hicuda loop_partition over_tblock over_thread
    for (int j = 1; j < ny - 1; j++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (int i = 1; i < nx - 1; i++) {
            double sf = u[(k * ny + j) * nx + i - 1]
                    + u[(k * ny + j) * nx + i + 1]
                    + u[(k * ny + j - 1) * nx + i]
                    + u[(k * ny + j + 1) * nx + i]
                    + u[((k - 1) * ny + j) * nx + i]
                    + u[((k + 1) * ny + j) * nx + i];
            double se = u[(k * ny + j - 1) * nx + i - 1]
                    + u[(k * ny + j - 1) * nx + i + 1]
                    + u[(k * ny + j + 1) * nx + i - 1]
                    + u[(k * ny + j + 1) * nx + i + 1]
                    + u[((k - 1) * ny + j) * nx + i - 1]
                    + u[((k - 1) * ny + j) * nx + i + 1]
                    + u[((k - 1) * ny + j - 1) * nx + i]
                    + u[((k - 1) * ny + j + 1) * nx + i]
                    + u[((k + 1) * ny + j) * nx + i - 1]
                    + u[((k + 1) * ny + j) * nx + i + 1]
                    + u[((k + 1) * ny + j - 1) * nx + i]
                    + u[((k + 1) * ny + j + 1) * nx + i];
            v[(k * ny + j) * nx + i] = CF * sf + CE * se + CB * f[(k * ny + j) * nx + i];
        }
    }
}
#pragma hicuda kernel_end
            /* sweep v -> u */
#pragma hicuda kernel poisson19_vu tblock(nz - 2, (ny - 2) / 8, (nx - 2) / 32) thread(1, 8, 32)
#pragma hicuda loop_partition over_tblock over_thread
for (int k = 1; k < nz - 1; k++) {
#pragma hicuda loop_partition over_tblock over_thread
    for (int j = 1; j < ny - 1; j++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (int i = 1; i < nx - 1; i++) {
            double sf = v[(k * ny + j) * nx + i - 1]
                    + v[(k * ny + j) * nx + i + 1]
                    + v[(k * ny + j - 1) * nx + i]
                    + v[(k * ny + j + 1) * nx + i]
                    + v[((k - 1) * ny + j) * nx + i]
                    + v[((k + 1) * ny + j) * nx + i];
            double se = v[(k * ny + j - 1) * nx + i - 1]
                    + v[(k * ny + j - 1) * nx + i + 1]
                    + v[(k * ny + j + 1) * nx + i - 1]
                    + v[(k * ny + j + 1) * nx + i + 1]
                    + v[((k - 1) * ny + j) * nx + i - 1]
                    + v[((k - 1) * ny + j) * nx + i + 1]
                    + v[((k - 1) * ny + j - 1) * nx + i]
                    + v[((k - 1) * ny + j + 1) * nx + i]
                    + v[((k + 1) * ny + j) * nx + i - 1]
                    + v[((k + 1) * ny + j) * nx + i + 1]
                    + v[((k + 1) * ny + j - 1) * nx + i]
                    + v[((k + 1) * ny + j + 1) * nx + i];
            u[(k * ny + j) * nx + i] = CF * sf + CE * se + CB * f[(k * ny + j) * nx + i];
        }
    }
}
#pragma hicuda kernel_end
        }
        tc = bench_now_ms();
#pragma hicuda global copyout u[*][*][*]
#pragma hicuda global free u v f
        td = bench_now_ms();
        if (rep >= 0) { kms[rep] = tc - tb; tms[rep] = td - ta; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, u, cells * sizeof(double));
    free(u0); free(u); free(v); free(f); free(kms); free(tms);
    return 0;
}
