/* 13_montecarlo.c -- Monte-Carlo estimates (pi, integral, random walk,
 * European option) driven by a hand-written LCG (no rand(), no time). */
#include <stdio.h>
#include <math.h>
#include <stdint.h>
#include <time.h>
#include "lcg.h"

#define SAMPLES 40000
#define WALKERS 64
#define WALK_STEPS 200

/* clock_t declared only to show the type; output never depends on it */
static clock_t unused_clock_marker __attribute__((unused)) = (clock_t)0;

static volatile double sink;   /* keeps a benchmark loop from being optimised away */

static double estimate_pi(lcg_t *g, int n)
{
    int inside = 0;
    for (int i = 0; i < n; i++) {
        double x = lcg_uniform(g), y = lcg_uniform(g);
        inside += (x * x + y * y <= 1.0);
    }
    return 4.0 * inside / n;
}

static double integrate(double (*f)(double), double a, double b, lcg_t *g, int n)
{
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += f(a + (b - a) * lcg_uniform(g));
    return (b - a) * s / n;
}

static double gauss_bell(double x) { return exp(-x * x); }

/* Box-Muller normal deviate */
static double normal(lcg_t *g)
{
    double u1, u2;
    do {                       /* reject u1 == 0 so log() stays finite */
        u1 = lcg_uniform(g);
        u2 = lcg_uniform(g);
    } while (u1 < 1e-12);
    return sqrt(-2.0 * log(u1)) * cos(6.283185307179586 * u2);
}

int main(void)
{
    lcg_t g;
    lcg_seed(&g, 0xC0FFEEu);
    for (int n = 1000; n <= SAMPLES; n *= 2)
        printf("pi(n=%5d) = %.6f\n", n, estimate_pi(&g, n));

    double (*fns[3])(double) = { gauss_bell, sin, sqrt };   /* array of fn ptrs */
    const char *names[] = { "exp(-x^2)", "sin", "sqrt" };
    for (int k = 0; k < 3; k++)
        printf("int_0^1 %-9s ~ %.6f\n", names[k], integrate(fns[k], 0.0, 1.0, &g, SAMPLES));

    int pos[WALKERS] = { 0 };
    long sumsq = 0;
    for (int s = 1; s <= WALK_STEPS; s++) {
        for (int w = 0; w < WALKERS; w++)
            pos[w] += (lcg_next(&g) & 0x80000000u) ? 1 : -1;
        if (s % 20 == 0) {
            sumsq = 0;
            for (int w = 0; w < WALKERS; w++)
                sumsq += (long)pos[w] * pos[w];
            printf("walk step %3d <x^2> = %.6f (expected %d)\n", s, (double)sumsq / WALKERS, s);
        }
    }

    /* European call option, Black-Scholes Monte Carlo */
    const double S0 = 100.0, K = 105.0, r = 0.05, sigma = 0.2, T = 1.0;
    double payoff = 0.0, payoff2 = 0.0;
    for (int i = 0; i < SAMPLES; i++) {
        double ST = S0 * exp((r - 0.5 * sigma * sigma) * T + sigma * sqrt(T) * normal(&g));
        double p = ST > K ? ST - K : 0.0;
        payoff += p;
        payoff2 += p * p;
    }
    double mean = payoff / SAMPLES;
    double stderr_ = sqrt((payoff2 / SAMPLES - mean * mean) / SAMPLES);
    printf("call price %.6f +- %.6f\n", exp(-r * T) * mean, stderr_);
    for (int i = 0; i < 100; i++)
        sink = sink + (double)i * 0.5;
    printf("sink %.1f\n", sink);
    printf("final lcg state %u\n", (unsigned)g.state);
    return 0;
}
