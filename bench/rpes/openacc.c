/* rpes: (ss|ss) integrals by one-root Rys quadrature, OpenACC (GCC 12 nvptx):
 * bra pairs over gangs, ket pairs over vector lanes. */
#include "bench.h"
#include "common.h"

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int np = args.quick ? 256 : 4096, P, Q, pp, qq, r;
    size_t nd = (size_t)np * KP * 5, ne = (size_t)np * np;
    float (*bra)[KP][5] = (float (*)[KP][5])malloc(sizeof(float) * nd);
    float (*ket)[KP][5] = (float (*)[KP][5])malloc(sizeof(float) * nd);
    float *eri = (float *)malloc(sizeof(float) * ne);
    double *kms = (double *)malloc(args.reps * sizeof(double)), *tms = (double *)malloc(args.reps * sizeof(double));
    rpes_pairs(&bra[0][0][0], np, 71);
    rpes_pairs(&ket[0][0][0], np, 72);
    for (r = -1; r < args.reps; r++) {
        bench_poison_f32(eri, ne);
        double t0 = bench_now_ms(), t1, t2;
#pragma acc data copyin(bra[0:np][0:KP][0:5], ket[0:np][0:KP][0:5]) copyout(eri[0:ne])
        {
            t1 = bench_now_ms();
#pragma acc parallel loop gang vector_length(128) present(bra[0:np][0:KP][0:5], ket[0:np][0:KP][0:5], eri[0:ne])
            for (P = 0; P < np; P++) {
#pragma acc loop vector
                for (Q = 0; Q < np; Q++) {
                    float s = 0.0f;
                    for (pp = 0; pp < KP; pp++)
                        for (qq = 0; qq < KP; qq++) {
                            float p = bra[P][pp][0], q = ket[Q][qq][0];
                            float dx = bra[P][pp][1] - ket[Q][qq][1], dy = bra[P][pp][2] - ket[Q][qq][2], dz = bra[P][pp][3] - ket[Q][qq][3];
                            float pq = p + q, T = p * q / pq * (dx * dx + dy * dy + dz * dz);
                            /* one-root Rys quadrature for (ss|ss): the weight is the Boys function F0(T) */
                            float w = T < 1e-6f ? 1.0f - T / 3.0f : 0.5f * sqrtf(PI_F / T) * erff(sqrtf(T));
                            s += TWO_PI_52 / (p * q * sqrtf(pq)) * bra[P][pp][4] * ket[Q][qq][4] * w;
                        }
                    eri[(size_t)P * np + Q] = s;
                }
            }
            t2 = bench_now_ms();
        }
        double t3 = bench_now_ms();
        if (r >= 0) { kms[r] = t2 - t1; tms[r] = t3 - t0; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, eri, sizeof(float) * ne);
    return 0;
}
