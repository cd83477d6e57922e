/* sqdist -- hiCUDA version: the program of seq.c with hicuda directives,
 * cuda.cu's algorithm. A thread block of 8 x 32 threads computes a 128 (i) x
 * 64 (j) tile of dist: the 128 X rows of the tile are staged once in shared
 * memory; thread (t, c) owns the columns j = jb + c and jb + c + 32, holds
 * the 16 coordinates of each Y point in registers (yr), and computes its rows
 * ib + t, ib + t + 8, ... (16 rows), both columns together, so that each
 * coordinate of an X row read from shared memory serves its two columns (as
 * cuda.cu's loop over r, then k, then the columns): a warp shares its row, so
 * the reads of s_x are broadcasts, and its 32 lanes store 32 consecutive
 * floats of a row.
 * Built as plain C (pragmas ignored) it computes what seq.c computes (same
 * order of the sum over k). */
#include "bench.h"

#define D 16
#define SEED_X 0x5351444958ULL
#define SEED_Y 0x5351444959ULL
#define TI 128  /* rows of dist per thread block */
#define TJ 64   /* columns of dist per thread block */
#define TR 8    /* thread rows: each thread computes TI / TR rows */
#define TX 32   /* threads along j */
#define CPT (TJ / TX) /* columns of dist per thread: j = jb + c, jb + c + TX */

int main(int argc, char **argv)
{
    bench_args args;
    int nn, mm, rep;
    float *x, *y, *dist;
    double *kms, *tms;
    bench_parse(argc, argv, &args);
    nn = args.quick ? 512 : 16384;       /* multiples of TI and TJ */
    mm = args.quick ? 512 : 16384;
    x = (float *)malloc((size_t)nn * D * sizeof(float));
    y = (float *)malloc((size_t)mm * D * sizeof(float));
    dist = (float *)malloc((size_t)nn * mm * sizeof(float));
    kms = (double *)malloc(args.reps * sizeof(double));
    tms = (double *)malloc(args.reps * sizeof(double));
    if (!x || !y || !dist || !kms || !tms) { fprintf(stderr, "out of memory\n"); return 1; }
    bench_fill_f32(x, (size_t)nn * D, SEED_X, 0.0f, 1.0f);
    bench_fill_f32(y, (size_t)mm * D, SEED_Y, 0.0f, 1.0f);

#pragma hicuda shape x[nn][D]
#pragma hicuda shape y[mm][D]
#pragma hicuda shape dist[nn][mm]

    for (rep = -1; rep < args.reps; rep++) {     /* rep -1: warm-up */
        double ta, tb, tc, td;
        bench_poison_f32(dist, (size_t)nn * mm);
        ta = bench_now_ms();
#pragma hicuda global alloc x[*][*] copyin
#pragma hicuda global alloc y[*][*] copyin
#pragma hicuda global alloc dist[*][*]
        tb = bench_now_ms();
#pragma hicuda kernel sqdist tblock(nn / TI, mm / TJ) thread(TR, TX)
#pragma hicuda loop_partition over_tblock
        for (int ib = 0; ib < nn; ib += TI) {
#pragma hicuda loop_partition over_tblock
            for (int jb = 0; jb < mm; jb += TJ) {
#pragma hicuda shared alloc x[ib:ib+TI-1][*] copyin
#pragma hicuda loop_partition over_thread
                for (int t = 0; t < TR; t++) {
#pragma hicuda loop_partition over_thread
                    for (int c = 0; c < TX; c++) {
                        float yr[CPT][D];
                        for (int q = 0; q < CPT; q++) {
                            int j = jb + c + q * TX;
                            for (int k = 0; k < D; k++)
                                yr[q][k] = j < mm ? y[j * D + k] : 0.0f;
                        }
                        for (int r = 0; r < TI / TR; r++) {
                            int i = ib + t + r * TR;
                            float s[CPT];
                            for (int q = 0; q < CPT; q++)
                                s[q] = 0.0f;
                            for (int k = 0; k < D; k++) {
                                float xk = x[i * D + k];     /* one shared read serves the thread's CPT columns */
                                for (int q = 0; q < CPT; q++) {
                                    float d = xk - yr[q][k];
                                    s[q] += d * d;
                                }
                            }
                            for (int q = 0; q < CPT; q++) {
                                int j = jb + c + q * TX;
                                if (j < mm)
                                    dist[i * mm + j] = s[q];
                            }
                        }
                    }
                }
#pragma hicuda shared remove x
            }
        }
#pragma hicuda kernel_end
        tc = bench_now_ms();
#pragma hicuda global copyout dist[*][*]
#pragma hicuda global free x y dist
        td = bench_now_ms();
        if (rep >= 0) { kms[rep] = tc - tb; tms[rep] = td - ta; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, dist, (size_t)nn * mm * sizeof(float));
    free(x); free(y); free(dist); free(kms); free(tms);
    return 0;
}
