/* rpes: two-electron repulsion integrals by Rys quadrature (simplified Parboil
 * "rpes"; see README.md): for every bra shell pair P and ket shell pair Q, the
 * contracted (ss|ss) integral
 *   (P|Q) = sum_{pp,qq} 2 pi^{5/2} / (p q sqrt(p+q)) K_pp K_qq F0(T),
 *   T = p q / (p+q) |P_pp - Q_qq|^2,
 * over the 16 x 16 primitive quartets, F0 being the one-root Rys weight. */
#include "bench.h"
#include "common.h"

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int np = args.quick ? 256 : 4096, P, Q, pp, qq;
    float (*bra)[KP][5] = (float (*)[KP][5])malloc(sizeof(float) * np * KP * 5);
    float (*ket)[KP][5] = (float (*)[KP][5])malloc(sizeof(float) * np * KP * 5);
    float (*eri)[np] = (float (*)[np])malloc(sizeof(float) * np * np);
    rpes_pairs(&bra[0][0][0], np, 71);
    rpes_pairs(&ket[0][0][0], np, 72);
    bench_poison_f32(&eri[0][0], (size_t)np * np);
    double t0 = bench_now_ms();
#pragma omp parallel for private(Q, pp, qq)
    for (P = 0; P < np; P++)
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
            eri[P][Q] = s;
        }
    double ms = bench_now_ms() - t0;
    bench_work(40.0 * np * (double)np * KP * KP, sizeof(float) * (np * (double)np + 2.0 * np * KP * 5));
    bench_report("KERNEL_MS", &ms, 1);
    bench_report("TOTAL_MS", &ms, 1);
    bench_write(args.out, &eri[0][0], sizeof(float) * np * np);
    return 0;
}
