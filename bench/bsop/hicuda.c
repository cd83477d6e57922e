/* bsop: Black-Scholes pricing, hiCUDA version (the program of seq.c + directives,
 * its option loop written as groups of 4 consecutive options).
 * Four consecutive options per GPU thread, as cuda.cu: 256 threads per block,
 * 1024 options per block (BLOCK distribution of the group loop over the thread
 * blocks, cyclic over their threads).  The translator's vector-access pass
 * loads S, X and T and stores call and put 16 bytes (a group) at a time, as
 * cuda.cu's float4 accesses. */
#include "bench.h"

#define RISKFREE 0.02f
#define VOLATILITY 0.30f

static float cndf(float d)
{
    const float A1 = 0.31938153f, A2 = -0.356563782f, A3 = 1.781477937f,
                A4 = -1.821255978f, A5 = 1.330274429f, RSQRT2PI = 0.39894228040143267794f;
    float k = 1.0f / (1.0f + 0.2316419f * fabsf(d));
    float c = RSQRT2PI * expf(-0.5f * d * d) *
              (k * (A1 + k * (A2 + k * (A3 + k * (A4 + k * A5)))));
    if (d > 0) c = 1.0f - c;
    return c;
}

int main(int argc, char **argv)
{
    bench_args a;
    bench_parse(argc, argv, &a);
    int n = a.quick ? (1 << 20) : (64 << 20), i4, k, r;   /* n: a multiple of 4 */
    float *S = (float *)malloc(n * sizeof(float)), *X = (float *)malloc(n * sizeof(float)), *T = (float *)malloc(n * sizeof(float));
    float *call = (float *)malloc(n * sizeof(float)), *put = (float *)malloc(n * sizeof(float));
#pragma hicuda shape S[n]
#pragma hicuda shape X[n]
#pragma hicuda shape T[n]
#pragma hicuda shape call[n]
#pragma hicuda shape put[n]
    double *kms = (double *)malloc(a.reps * sizeof(double)), *tms = (double *)malloc(a.reps * sizeof(double));
    bench_fill_f32(S, n, 11, 5.0f, 30.0f);
    bench_fill_f32(X, n, 12, 1.0f, 100.0f);
    bench_fill_f32(T, n, 13, 0.25f, 10.0f);
    for (r = -1; r < a.reps; r++) {          /* r = -1: warm-up */
        bench_poison_f32(call, n);
        bench_poison_f32(put, n);
        double t0 = bench_now_ms();
#pragma hicuda global alloc S[*] copyin
#pragma hicuda global alloc X[*] copyin
#pragma hicuda global alloc T[*] copyin
#pragma hicuda global alloc call[*]
#pragma hicuda global alloc put[*]
        double t1 = bench_now_ms();
#pragma hicuda kernel bsop tblock(n / 1024) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
        for (i4 = 0; i4 < n / 4; i4++) {
            for (k = 0; k < 4; k++) {
                int i = 4 * i4 + k;
                float sqrtT = sqrtf(T[i]);
                float d1 = (logf(S[i] / X[i]) + (RISKFREE + 0.5f * VOLATILITY * VOLATILITY) * T[i]) / (VOLATILITY * sqrtT);
                float d2 = d1 - VOLATILITY * sqrtT;
                float cnd1 = cndf(d1), cnd2 = cndf(d2);
                float expRT = expf(-RISKFREE * T[i]);
                call[i] = S[i] * cnd1 - X[i] * expRT * cnd2;
                put[i] = X[i] * expRT * (1.0f - cnd2) - S[i] * (1.0f - cnd1);
            }
        }
#pragma hicuda kernel_end
        double t2 = bench_now_ms();
#pragma hicuda global copyout call[*]
#pragma hicuda global copyout put[*]
#pragma hicuda global free S X T call put
        double t3 = bench_now_ms();
        if (r >= 0) { kms[r] = t2 - t1; tms[r] = t3 - t0; }
    }
    bench_report("KERNEL_MS", kms, a.reps);
    bench_report("TOTAL_MS", tms, a.reps);
    bench_write(a.out, call, (size_t)n * sizeof(float));
    bench_append(a.out, put, (size_t)n * sizeof(float));
    return 0;
}
