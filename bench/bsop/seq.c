/* bsop: Black-Scholes pricing of European call and put options (seq reference). */
#include "bench.h"

#define RISKFREE 0.02f
#define VOLATILITY 0.30f

/* cumulative normal distribution, Abramowitz & Stegun 26.2.17 polynomial */
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
    long n = a.quick ? (1L << 20) : (64L << 20), i;
    float *S = (float *)malloc(n * sizeof(float)), *X = (float *)malloc(n * sizeof(float)), *T = (float *)malloc(n * sizeof(float));
    float *call = (float *)malloc(n * sizeof(float)), *put = (float *)malloc(n * sizeof(float));
    bench_fill_f32(S, n, 11, 5.0f, 30.0f);
    bench_fill_f32(X, n, 12, 1.0f, 100.0f);
    bench_fill_f32(T, n, 13, 0.25f, 10.0f);
    bench_poison_f32(call, n);
    bench_poison_f32(put, n);
    double t0 = bench_now_ms();
#pragma omp parallel for
    for (i = 0; i < n; i++) {
        float sqrtT = sqrtf(T[i]);
        float d1 = (logf(S[i] / X[i]) + (RISKFREE + 0.5f * VOLATILITY * VOLATILITY) * T[i]) / (VOLATILITY * sqrtT);
        float d2 = d1 - VOLATILITY * sqrtT;
        float cnd1 = cndf(d1), cnd2 = cndf(d2);
        float expRT = expf(-RISKFREE * T[i]);
        call[i] = S[i] * cnd1 - X[i] * expRT * cnd2;
        put[i] = X[i] * expRT * (1.0f - cnd2) - S[i] * (1.0f - cnd1);
    }
    double ms = bench_now_ms() - t0;
    bench_work(n * 60.0, n * 5.0 * sizeof(float));
    bench_report("KERNEL_MS", &ms, 1);
    bench_report("TOTAL_MS", &ms, 1);
    bench_write(a.out, call, n * sizeof(float));
    bench_append(a.out, put, n * sizeof(float));
    return 0;
}
