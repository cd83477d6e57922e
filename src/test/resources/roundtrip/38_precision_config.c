/* 38_precision_config.c -- build-time configuration with #if/#elif/#else:
 * precision selection, optional features, and a dot-product kernel with
 * Kahan compensated summation.  Inactive branches hold non-C text. */
#include <stdio.h>
#include <math.h>
#include <float.h>
#include <stdint.h>

#define PREC_SINGLE 1
#define PREC_DOUBLE 2
#define PREC_LONG   3

#ifndef PRECISION
#  define PRECISION PREC_DOUBLE
#endif

#if PRECISION == PREC_SINGLE
typedef float real_t;
#  define R(x) x##f
#  define REAL_EPS FLT_EPSILON
#  define SQRT sqrtf
#elif PRECISION == PREC_DOUBLE
typedef double real_t;
#  define R(x) x
#  define REAL_EPS DBL_EPSILON
#  define SQRT sqrt
#elif PRECISION == PREC_LONG
typedef long double real_t;
#  define R(x) x##L
#else
#  error unknown precision
   !!! this line is not C !!!
#endif

#define VEC_LEN 1000
#define USE_KAHAN 1

#if USE_KAHAN
#  define SUM_NAME "kahan"
#else
#  define SUM_NAME "naive"
   int broken( { ;
#endif

#ifdef ENABLE_TRACE
#  define TRACE(...) fprintf(stderr, __VA_ARGS__)
#else
#  define TRACE(...) ((void)0)
#endif

static real_t naive_sum(const real_t *x, int n)
{
    real_t s = R(0.0);
    for (int i = 0; i < n; i++)
        s += x[i];
    return s;
}

static real_t kahan_sum(const real_t *x, int n)
{
    real_t s = R(0.0), c = R(0.0);
    for (int i = 0; i < n; i++) {
        real_t y = x[i] - c;
        real_t t = s + y;
        c = (t - s) - y;
        s = t;
    }
    return s;
}

static real_t norm2(const real_t *x, int n)
{
    real_t scale = R(0.0), ssq = R(1.0);
    for (int i = 0; i < n; i++) {
        if (x[i] != R(0.0)) {
            real_t ax = fabs(x[i]);
            if (scale < ax) {
                ssq = R(1.0) + ssq * (scale / ax) * (scale / ax);
                scale = ax;
            } else {
                ssq += (ax / scale) * (ax / scale);
            }
        }
    }
    return scale * SQRT(ssq);
}

int main(void)
{
    static real_t v[VEC_LEN];
    for (int i = 0; i < VEC_LEN; i++)
        v[i] = R(1.0) / (R(1.0) + i) * ((i & 1) ? R(-1.0) : R(1.0)) + R(1e-3);
    TRACE("filled %d values\n", VEC_LEN);
    printf("precision %d, sizeof(real_t)=%zu, eps=%.6e, summation %s\n", PRECISION, sizeof(real_t),
           (double)REAL_EPS, SUM_NAME);
    for (int n = 50; n <= VEC_LEN; n += 50) {
        real_t a = naive_sum(v, n), b = kahan_sum(v, n);
        printf("n=%4d naive=%.9f kahan=%.9f diff_small=%d norm2=%.6f\n", n, (double)a, (double)b,
               fabs((double)(a - b)) < 1e-12, (double)norm2(v, n));
    }
    uint64_t bits = 0;
    real_t one = R(1.0);
    for (unsigned k = 0; k < sizeof(real_t) && k < 8; k++)
        bits = (bits << 8) | ((const unsigned char *)&one)[k];
    printf("bytes of 1.0: %016llx\n", (unsigned long long)bits);
    return 0;
}

/* macros are no longer needed past this point */
#undef R
#undef SQRT
#undef TRACE
