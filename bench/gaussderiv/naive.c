/* gaussderiv: Gaussian-kernel sums with first, second and third derivatives (see seq.c).
 * Naive hiCUDA version (issue 11): the program of seq.c with only kernel, loop_partition and global
 * directives (and shape, which gives a malloc'd pointer its dimensions), in the loop order a scientist
 * would write; no shared, constant, texture or barrier directive, no hand tiling, one iteration a thread.
 * The optimizer (hicuda translate -O2) is left to find the rest; bench/opt-device.sh times it at -O0 and -O2.
 * One point a thread; the inner loop over all points in order. */
#include "bench.h"

#define NC 19                    /* output components per point */
#define SIG2 0.05f               /* kernel width sigma^2 */
#define S (1.0f / SIG2)          /* s = 1/sigma^2 */
#define S2 (2.0f * S)
#define MHS (-0.5f * S)          /* K(r) = exp(-s |r|^2 / 2) */
#define SEED_P 0x4741555350ULL
#define SEED_W 0x4741555357ULL
#define TB 256   /* threads per block = points per shared tile */

int main(int argc, char **argv)
{
    bench_args args;
    int n, rep;
    float *px, *py, *pz, *w, *out;
    double *kms, *tms;
    bench_parse(argc, argv, &args);
    n = args.quick ? 2048 : 32768;       /* a multiple of TB */
    px = (float *)malloc((size_t)n * sizeof(float));
    py = (float *)malloc((size_t)n * sizeof(float));
    pz = (float *)malloc((size_t)n * sizeof(float));
    w = (float *)malloc((size_t)n * sizeof(float));
    out = (float *)malloc((size_t)NC * n * sizeof(float));
    kms = (double *)malloc(args.reps * sizeof(double));
    tms = (double *)malloc(args.reps * sizeof(double));
    if (!px || !py || !pz || !w || !out || !kms || !tms) { fprintf(stderr, "out of memory\n"); return 1; }
    bench_fill_f32(px, (size_t)n, SEED_P, 0.0f, 1.0f);
    bench_fill_f32(py, (size_t)n, SEED_P + 1, 0.0f, 1.0f);
    bench_fill_f32(pz, (size_t)n, SEED_P + 2, 0.0f, 1.0f);
    bench_fill_f32(w, (size_t)n, SEED_W, -1.0f, 1.0f);

#pragma hicuda shape px[n]
#pragma hicuda shape py[n]
#pragma hicuda shape pz[n]
#pragma hicuda shape w[n]
#pragma hicuda shape out[NC][n]

    for (rep = -1; rep < args.reps; rep++) {     /* rep -1: warm-up */
        double ta, tb, tc, td;
        bench_poison_f32(out, (size_t)NC * n);
        ta = bench_now_ms();
#pragma hicuda global alloc px[*] copyin
#pragma hicuda global alloc py[*] copyin
#pragma hicuda global alloc pz[*] copyin
#pragma hicuda global alloc w[*] copyin
#pragma hicuda global alloc out[*][*]
        tb = bench_now_ms();
#pragma hicuda kernel gaussderiv tblock(n / 128) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
        for (int i = 0; i < n; i++) {
            float pxi = px[i], pyi = py[i], pzi = pz[i];
            float g0 = 0.0f, g1 = 0.0f, g2 = 0.0f;
            float h0 = 0.0f, h1 = 0.0f, h2 = 0.0f, h3 = 0.0f, h4 = 0.0f, h5 = 0.0f;
            float t0 = 0.0f, t1 = 0.0f, t2 = 0.0f, t3 = 0.0f, t4 = 0.0f;
            float t5 = 0.0f, t6 = 0.0f, t7 = 0.0f, t8 = 0.0f, t9 = 0.0f;
            for (int j = 0; j < n; j++) {
                float rx = pxi - px[j], ry = pyi - py[j], rz = pzi - pz[j];
                float r2 = rx * rx + ry * ry + rz * rz;
                float ws = w[j] * expf(MHS * r2);
                float sx = S * rx, sy = S * ry, sz = S * rz;
                float hxx = sx * sx, hyy = sy * sy, hzz = sz * sz;
                float hxy = sx * sy, hxz = sx * sz, hyz = sy * sz;
                float dx = S - hxx, dy = S - hyy, dz = S - hzz;
                g0 -= ws * sx; g1 -= ws * sy; g2 -= ws * sz;
                h0 -= ws * dx; h1 += ws * hxy; h2 += ws * hxz;
                h3 -= ws * dy; h4 += ws * hyz; h5 -= ws * dz;
                t0 += ws * (sx * (dx + S2)); t1 += ws * (sy * dx); t2 += ws * (sz * dx);
                t3 += ws * (sx * dy);        t4 -= ws * (hxy * sz); t5 += ws * (sx * dz);
                t6 += ws * (sy * (dy + S2)); t7 += ws * (sz * dy); t8 += ws * (sy * dz);
                t9 += ws * (sz * (dz + S2));
            }
            out[0 * n + i] = g0;  out[1 * n + i] = g1;  out[2 * n + i] = g2;
            out[3 * n + i] = h0;  out[4 * n + i] = h1;  out[5 * n + i] = h2;
            out[6 * n + i] = h3;  out[7 * n + i] = h4;  out[8 * n + i] = h5;
            out[9 * n + i] = t0;  out[10 * n + i] = t1; out[11 * n + i] = t2;
            out[12 * n + i] = t3; out[13 * n + i] = t4; out[14 * n + i] = t5;
            out[15 * n + i] = t6; out[16 * n + i] = t7; out[17 * n + i] = t8;
            out[18 * n + i] = t9;
        }
#pragma hicuda kernel_end
        tc = bench_now_ms();
#pragma hicuda global copyout out[*][*]
#pragma hicuda global free px py pz w out
        td = bench_now_ms();
        if (rep >= 0) { kms[rep] = tc - tb; tms[rep] = td - ta; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, out, (size_t)NC * n * sizeof(float));
    free(px); free(py); free(pz); free(w); free(out); free(kms); free(tms);
    return 0;
}
