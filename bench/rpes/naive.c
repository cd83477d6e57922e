/* rpes: two-electron repulsion integrals (ss|ss) over contracted Gaussian pairs (see seq.c).
 * Naive hiCUDA version (issue 11): the program of seq.c with only kernel, loop_partition and global
 * directives (and shape, which gives a malloc'd pointer its dimensions), in the loop order a scientist
 * would write; no shared, constant, texture or barrier directive, no hand tiling, one iteration a thread.
 * The optimizer (hicuda translate -O2) is left to find the rest; bench/opt-device.sh times it at -O0 and -O2.
 * One pair of pairs a thread, 16 x 16 threads a block. */
#include "bench.h"
#include "common.h"

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int np = args.quick ? 256 : 4096, P, Q, pp, qq, r;
    float *bra = (float *)malloc(sizeof(float) * np * KP * 5);
    float *ket = (float *)malloc(sizeof(float) * np * KP * 5);
    float *eri = (float *)malloc(sizeof(float) * np * np);
#pragma hicuda shape bra[np][KP][5]
#pragma hicuda shape ket[np][KP][5]
#pragma hicuda shape eri[np][np]
    double *kms = (double *)malloc(args.reps * sizeof(double)), *tms = (double *)malloc(args.reps * sizeof(double));
    rpes_pairs(bra, np, 71);
    rpes_pairs(ket, np, 72);
    for (r = -1; r < args.reps; r++) {
        bench_poison_f32(eri, (size_t)np * np);
        double t0 = bench_now_ms();
#pragma hicuda global alloc bra[*][*][*] copyin
#pragma hicuda global alloc ket[*][*][*] copyin
#pragma hicuda global alloc eri[*][*]
        double t1 = bench_now_ms();
#pragma hicuda kernel eri_ssss tblock(np / 16, np / 16) thread(16, 16)
#pragma hicuda loop_partition over_tblock over_thread
        for (P = 0; P < np; P++) {
#pragma hicuda loop_partition over_tblock over_thread
            for (Q = 0; Q < np; Q++) {
                float s = 0.0f;
                for (pp = 0; pp < KP; pp++)
                    for (qq = 0; qq < KP; qq++) {
                        float p = bra[(P * KP + pp) * 5 + 0], q = ket[(Q * KP + qq) * 5 + 0];
                            float dx = bra[(P * KP + pp) * 5 + 1] - ket[(Q * KP + qq) * 5 + 1], dy = bra[(P * KP + pp) * 5 + 2] - ket[(Q * KP + qq) * 5 + 2], dz = bra[(P * KP + pp) * 5 + 3] - ket[(Q * KP + qq) * 5 + 3];
                            float pq = p + q, T = p * q / pq * (dx * dx + dy * dy + dz * dz);
                            /* one-root Rys quadrature for (ss|ss): the weight is the Boys function F0(T) */
                            float w = T < 1e-6f ? 1.0f - T / 3.0f : 0.5f * sqrtf(PI_F / T) * erff(sqrtf(T));
                            s += TWO_PI_52 / (p * q * sqrtf(pq)) * bra[(P * KP + pp) * 5 + 4] * ket[(Q * KP + qq) * 5 + 4] * w;
                    }
                eri[P * np + Q] = s;
            }
        }
#pragma hicuda kernel_end
        double t2 = bench_now_ms();
#pragma hicuda global copyout eri[*][*]
#pragma hicuda global free bra ket eri
        double t3 = bench_now_ms();
        if (r >= 0) { kms[r] = t2 - t1; tms[r] = t3 - t0; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, eri, sizeof(float) * np * np);
    return 0;
}
