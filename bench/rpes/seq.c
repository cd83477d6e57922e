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
    float *bra = (float *)malloc(sizeof(float) * np * KP * 5);
    float *ket = (float *)malloc(sizeof(float) * np * KP * 5);
    float *eri = (float *)malloc(sizeof(float) * np * np);
    rpes_pairs(bra, np, 71);
    rpes_pairs(ket, np, 72);
    bench_poison_f32(eri, (size_t)np * np);
    double t0 = bench_now_ms();
#pragma omp parallel for private(Q, pp, qq)
    for (P = 0; P < np; P++)
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
    double ms = bench_now_ms() - t0;
    bench_work(40.0 * np * (double)np * KP * KP, sizeof(float) * (np * (double)np + 2.0 * np * KP * 5));
    bench_report("KERNEL_MS", &ms, 1);
    bench_report("TOTAL_MS", &ms, 1);
    bench_write(args.out, eri, sizeof(float) * np * np);
    return 0;
}
