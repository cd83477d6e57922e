/* heat7 -- hiCUDA version: the program of seq.c with hicuda directives.
 * Same algorithm as cuda.cu: a kernel per sweep; 2-D thread blocks of
 * BY x BX threads own a BY x BX column of the grid and march in z through a
 * chunk of KC planes; the plane being updated is staged (with its x/y halo)
 * in shared memory, the z neighbours are carried in registers (below, cur,
 * above).  Built as plain C (pragmas ignored) it computes what seq.c computes. */
#include "bench.h"

#define ALPHA 0.1
#define C0 (1.0 - 6.0 * ALPHA)
#define C1 ALPHA
#define SWEEPS 10
#define SEED_U 0x4845415437ULL
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
    double *u0, *u, *v, *kms, *tms;
    bench_parse(argc, argv, &args);
    n = args.quick ? 66 : 386;           /* interior 64^3 / 384^3: multiples of BX, BY, KC */
    nx = ny = nz = n;
    cells = (size_t)nx * ny * nz;
    u0 = (double *)malloc(cells * sizeof(double));
    u = (double *)malloc(cells * sizeof(double));
    v = (double *)malloc(cells * sizeof(double));
    kms = (double *)malloc(args.reps * sizeof(double));
    tms = (double *)malloc(args.reps * sizeof(double));
    if (!u0 || !u || !v || !kms || !tms) { fprintf(stderr, "out of memory\n"); return 1; }
    init_grid(u0, nx, ny, nz);

#pragma hicuda shape u[nz][ny][nx]
#pragma hicuda shape v[nz][ny][nx]

    for (rep = -1; rep < args.reps; rep++) {     /* rep -1: warm-up */
        double ta, tb, tc, td;
        memcpy(u, u0, cells * sizeof(double));   /* fresh input (u is updated in place) */
        memset(v, 0, cells * sizeof(double));    /* boundary of v is 0 like that of u */
        ta = bench_now_ms();
#pragma hicuda global alloc u[*][*][*] copyin
#pragma hicuda global alloc v[*][*][*] clear
        tb = bench_now_ms();
        for (t = 0; t < SWEEPS; t += 2) {
            /* sweep u -> v */
#pragma hicuda kernel heat_uv tblock((nz - 2) / KC, (ny - 2) / BY, (nx - 2) / BX) thread(BY, BX)
#pragma hicuda loop_partition over_tblock
            for (int kk = 1; kk < nz - 1; kk += KC) {
#pragma hicuda loop_partition over_tblock over_thread
                for (int j = 1; j < ny - 1; j++) {
#pragma hicuda loop_partition over_tblock over_thread
                    for (int i = 1; i < nx - 1; i++) {
                        double below = u[((kk - 1) * ny + j) * nx + i];
                        double cur = u[(kk * ny + j) * nx + i];
                        for (int k = kk; k < kk + KC; k++) {
                            double above = u[((k + 1) * ny + j) * nx + i];
#pragma hicuda shared alloc u[k][j-1:j+1][i-1:i+1] copyin
                            v[(k * ny + j) * nx + i] = C0 * cur
                                + C1 * (u[(k * ny + j) * nx + i - 1] + u[(k * ny + j) * nx + i + 1]
                                        + u[(k * ny + j - 1) * nx + i] + u[(k * ny + j + 1) * nx + i]
                                        + below + above);
#pragma hicuda barrier
#pragma hicuda shared remove u
                            below = cur;
                            cur = above;
                        }
                    }
                }
            }
#pragma hicuda kernel_end
            /* sweep v -> u */
#pragma hicuda kernel heat_vu tblock((nz - 2) / KC, (ny - 2) / BY, (nx - 2) / BX) thread(BY, BX)
#pragma hicuda loop_partition over_tblock
            for (int kk = 1; kk < nz - 1; kk += KC) {
#pragma hicuda loop_partition over_tblock over_thread
                for (int j = 1; j < ny - 1; j++) {
#pragma hicuda loop_partition over_tblock over_thread
                    for (int i = 1; i < nx - 1; i++) {
                        double below = v[((kk - 1) * ny + j) * nx + i];
                        double cur = v[(kk * ny + j) * nx + i];
                        for (int k = kk; k < kk + KC; k++) {
                            double above = v[((k + 1) * ny + j) * nx + i];
#pragma hicuda shared alloc v[k][j-1:j+1][i-1:i+1] copyin
                            u[(k * ny + j) * nx + i] = C0 * cur
                                + C1 * (v[(k * ny + j) * nx + i - 1] + v[(k * ny + j) * nx + i + 1]
                                        + v[(k * ny + j - 1) * nx + i] + v[(k * ny + j + 1) * nx + i]
                                        + below + above);
#pragma hicuda barrier
#pragma hicuda shared remove v
                            below = cur;
                            cur = above;
                        }
                    }
                }
            }
#pragma hicuda kernel_end
        }
        tc = bench_now_ms();
#pragma hicuda global copyout u[*][*][*]
#pragma hicuda global free u v
        td = bench_now_ms();
        if (rep >= 0) { kms[rep] = tc - tb; tms[rep] = td - ta; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, u, cells * sizeof(double));
    free(u0); free(u); free(v); free(kms); free(tms);
    return 0;
}
