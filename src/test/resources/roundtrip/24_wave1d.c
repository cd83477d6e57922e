/* 24_wave1d.c -- 1-D wave equation, leapfrog in time, with three
 * rotating time levels addressed through an array of pointers. */
#include <stdio.h>
#include <math.h>
#include <string.h>
#include "common.h"

#define NPTS 200
#define NSTEPS 300
#define COURANT 0.9

static double level0[NPTS], level1[NPTS], level2[NPTS];

static void set_initial(double *u, int n)
{
    for (int i = 0; i < n; i++) {
        double x = (double)i / (n - 1);
        u[i] = exp(-200.0 * (x - 0.3) * (x - 0.3));   /* Gaussian pulse */
    }
    u[0] = u[n - 1] = 0.0;
}

static void leapfrog(double *restrict next, const double *restrict cur,
                     const double *restrict prev, int n, double c2)
{
    next[0] = next[n - 1] = 0.0;   /* fixed ends */
    for (int i = 1; i < n - 1; i++)
        next[i] = 2.0 * cur[i] - prev[i] + c2 * (cur[i + 1] - 2.0 * cur[i] + cur[i - 1]);
}

static double energy(const double *u, const double *uprev, int n, double c2)
{
    double e = 0.0;
    for (int i = 1; i < n; i++) {
        double ut = u[i] - uprev[i];
        double ux = u[i] - u[i - 1];
        e += ut * ut + c2 * ux * ux;
    }
    return 0.5 * e;
}

int main(void)
{
    double *levels[3] = { level0, level1, level2 };   /* array of pointers */
    const double c2 = COURANT * COURANT;
    set_initial(levels[0], NPTS);
    memcpy(levels[1], levels[0], sizeof level0);     /* zero initial velocity */
    int argmax = 0;
    for (int s = 1; s <= NSTEPS; s++) {
        double *prev = levels[(s - 1) % 3], *cur = levels[s % 3], *next = levels[(s + 1) % 3];
        leapfrog(next, cur, prev, NPTS, c2);
        if (s % 10 == 0) {
            double mx = -1.0;
            for (int i = 0; i < NPTS; i++)
                if (next[i] > mx) { mx = next[i]; argmax = i; }
            printf("step %3d max %.6f at %3d energy %.6f\n", s, mx, argmax, energy(next, cur, NPTS, c2));
        }
    }
    double **pp = levels;
    double checksum = 0.0;
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < NPTS; i++)
            checksum += (*(pp + k))[i] * (i + 1);
    printf("checksum %.6f\n", checksum);
    return 0;
}
