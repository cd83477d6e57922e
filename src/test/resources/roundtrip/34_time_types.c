/* 34_time_types.c -- code that declares timing variables the way
 * benchmark harnesses do (clock_t, time_t, struct timeval, struct tm),
 * but whose printed output never depends on the clock.  The numerical
 * payload is a Horner/Chebyshev polynomial evaluation benchmark. */
#include <stdio.h>
#include <time.h>
#include <sys/time.h>
#include <math.h>
#include <string.h>

#define NCOEF 12
#define NX 40
#define REPS 50

typedef struct timer {
    clock_t start_clock;
    struct timeval start_tv;
    double elapsed;          /* measured but never printed */
} timer_t_;

static void timer_start(timer_t_ *t)
{
    t->start_clock = clock();
    gettimeofday(&t->start_tv, NULL);
}

static double timer_stop(timer_t_ *t)
{
    struct timeval now;
    gettimeofday(&now, NULL);
    t->elapsed = (double)(now.tv_sec - t->start_tv.tv_sec) + 1e-6 * (double)(now.tv_usec - t->start_tv.tv_usec);
    t->elapsed += (double)(clock() - t->start_clock) / CLOCKS_PER_SEC * 0.0;
    return t->elapsed;
}

static double horner(const double *c, int n, double x)
{
    double r = c[n - 1];
    for (int i = n - 2; i >= 0; i--)
        r = r * x + c[i];
    return r;
}

static double chebyshev(const double *c, int n, double x)
{
    double b0 = 0.0, b1 = 0.0, b2 = 0.0;
    for (int k = n - 1; k >= 0; k--) {
        b2 = b1;
        b1 = b0;
        b0 = 2.0 * x * b1 - b2 + c[k];
    }
    return b0 - x * b1;
}

int main(void)
{
    double taylor_exp[NCOEF], cheb[NCOEF];
    double fact = 1.0;
    for (int i = 0; i < NCOEF; i++) {
        if (i) fact *= i;
        taylor_exp[i] = 1.0 / fact;
        cheb[i] = (i % 2 == 0) ? 1.0 / (1.0 + i * i) : -0.5 / (1.0 + i);
    }
    timer_t_ t;
    memset(&t, 0, sizeof t);
    timer_start(&t);
    double acc = 0.0;
    for (int rep = 0; rep < REPS; rep++)
        for (int k = 0; k < NX; k++) {
            double x = -1.0 + 2.0 * k / (NX - 1);
            acc += horner(taylor_exp, NCOEF, x) + chebyshev(cheb, NCOEF, x);
        }
    double secs = timer_stop(&t);
    (void)secs;   /* never printed: output must be deterministic */
    for (int k = 0; k < NX; k += 2) {
        double x = -1.0 + 2.0 * k / (NX - 1);
        printf("x=% .6f horner=%.6f exp=%.6f cheb=% .6f\n", x, horner(taylor_exp, NCOEF, x), exp(x),
               chebyshev(cheb, NCOEF, x));
    }
    time_t fixed = (time_t)86400 * 365;      /* a constant, not the current time */
    struct tm tmv;
    memset(&tmv, 0, sizeof tmv);
    tmv.tm_year = 126;
    tmv.tm_mon = 10;
    tmv.tm_mday = 23;
    printf("acc=%.6f fixed=%lld tm=%04d-%02d-%02d sizeof(struct timeval)>=8:%d\n", acc, (long long)fixed,
           tmv.tm_year + 1900, tmv.tm_mon + 1, tmv.tm_mday, (int)(sizeof(struct timeval) >= 8));
    return 0;
}
