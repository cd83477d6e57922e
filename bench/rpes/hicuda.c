/* rpes: (ss|ss) integrals by one-root Rys quadrature, hiCUDA version: one
 * integral (P,Q) per thread, 16x16 threads per block; the primitive data of the
 * block's 16 bra and 16 ket shell pairs are staged in shared memory. */
#include "bench.h"
#include "common.h"

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int np = args.quick ? 256 : 4096, P, Q, pp, qq, r;
    float (*bra)[KP][5] = (float (*)[KP][5])malloc(sizeof(float) * np * KP * 5);
    float (*ket)[KP][5] = (float (*)[KP][5])malloc(sizeof(float) * np * KP * 5);
    float (*eri)[np] = (float (*)[np])malloc(sizeof(float) * np * np);
#pragma hicuda shape bra[np][KP][5]
#pragma hicuda shape ket[np][KP][5]
#pragma hicuda shape eri[np][np]
    double *kms = (double *)malloc(args.reps * sizeof(double)), *tms = (double *)malloc(args.reps * sizeof(double));
    rpes_pairs(&bra[0][0][0], np, 71);
    rpes_pairs(&ket[0][0][0], np, 72);
    for (r = -1; r < args.reps; r++) {
        bench_poison_f32(&eri[0][0], (size_t)np * np);
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
#pragma hicuda shared alloc bra[P][*][*] copyin
#pragma hicuda shared alloc ket[Q][*][*] copyin
#pragma hicuda barrier
                for (pp = 0; pp < KP; pp++)
                    for (qq = 0; qq < KP; qq++) {
                        float p = bra[P][pp][0], q = ket[Q][qq][0];
                            float dx = bra[P][pp][1] - ket[Q][qq][1], dy = bra[P][pp][2] - ket[Q][qq][2], dz = bra[P][pp][3] - ket[Q][qq][3];
                            float pq = p + q, T = p * q / pq * (dx * dx + dy * dy + dz * dz);
                            /* one-root Rys quadrature for (ss|ss): the weight is the Boys function F0(T) */
                            float w = T < 1e-6f ? 1.0f - T / 3.0f : 0.5f * sqrtf(PI_F / T) * erff(sqrtf(T));
                            s += TWO_PI_52 / (p * q * sqrtf(pq)) * bra[P][pp][4] * ket[Q][qq][4] * w;
                    }
#pragma hicuda barrier
#pragma hicuda shared remove bra ket
                eri[P][Q] = s;
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
    bench_write(args.out, &eri[0][0], sizeof(float) * np * np);
    return 0;
}
