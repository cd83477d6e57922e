/*
 * 12_ode_rk4.c -- explicit ODE integrators (Euler, midpoint, RK4) applied
 * to several systems through function pointers and a table of structs.
 */
#include <stdio.h>
#include <math.h>
#include <string.h>

#define MAXDIM 4
#define REAL double

typedef void (*rhs_fn)(REAL t, const REAL *y, REAL *dydt);
typedef void (*stepper_fn)(rhs_fn f, int n, REAL t, REAL h, REAL *y);

typedef struct system_desc {
    const char *name;
    int dim;
    rhs_fn rhs;
    REAL y0[MAXDIM];
    REAL tend;
} system_desc;

static void rhs_decay(REAL t, const REAL *y, REAL *d) { (void)t; d[0] = -0.5 * y[0]; }

static void rhs_oscillator(REAL t, const REAL *y, REAL *d)
{
    (void)t;
    d[0] = y[1];
    d[1] = -4.0 * y[0];   /* omega = 2 */
}

static void rhs_lotka(REAL t __attribute__((unused)), const REAL *y, REAL *d)
{
    const REAL a = 1.1, b = 0.4, c = 0.4, e = 0.1;
    d[0] = a * y[0] - b * y[0] * y[1];
    d[1] = e * y[0] * y[1] - c * y[1];
}

static void rhs_forced(REAL t, const REAL *y, REAL *d)
{
    d[0] = y[1];
    d[1] = -y[0] - 0.1 * y[1] + cos(t);
}

static void step_euler(rhs_fn f, int n, REAL t, REAL h, REAL *y)
{
    REAL k[MAXDIM];
    f(t, y, k);
    for (int i = 0; i < n; i++)
        y[i] += h * k[i];
}

static void step_midpoint(rhs_fn f, int n, REAL t, REAL h, REAL *y)
{
    REAL k[MAXDIM], tmp[MAXDIM];
    f(t, y, k);
    for (int i = 0; i < n; i++)
        tmp[i] = y[i] + 0.5 * h * k[i];
    f(t + 0.5 * h, tmp, k);
    for (int i = 0; i < n; i++)
        y[i] += h * k[i];
}

static void step_rk4(rhs_fn f, int n, REAL t, REAL h, REAL *y)
{
    REAL k1[MAXDIM], k2[MAXDIM], k3[MAXDIM], k4[MAXDIM], tmp[MAXDIM];
    f(t, y, k1);
    for (int i = 0; i < n; i++) tmp[i] = y[i] + 0.5 * h * k1[i];
    f(t + 0.5 * h, tmp, k2);
    for (int i = 0; i < n; i++) tmp[i] = y[i] + 0.5 * h * k2[i];
    f(t + 0.5 * h, tmp, k3);
    for (int i = 0; i < n; i++) tmp[i] = y[i] + h * k3[i];
    f(t + h, tmp, k4);
    for (int i = 0; i < n; i++)
        y[i] += h / 6.0 * (k1[i] + 2.0 * k2[i] + 2.0 * k3[i] + k4[i]);
}

static const system_desc systems[] = {
    { "decay", 1, rhs_decay, { 1.0 }, 4.0 },
    { "oscillator", 2, rhs_oscillator, { 1.0, 0.0 }, 3.0 },
    { .name = "lotka-volterra", .dim = 2, .rhs = rhs_lotka, .y0 = { 10.0, 5.0 }, .tend = 5.0 },
    { .name = "forced", .dim = 2, .rhs = rhs_forced, .y0 = { [1] = 0.5 }, .tend = 6.0 },
};

static struct { const char *name; stepper_fn step; int order; } steppers[3] = {
    { "euler", step_euler, 1 },
    { "midpoint", step_midpoint, 2 },
    { "rk4", step_rk4, 4 },
};

int main(void)
{
    const int nsys = sizeof systems / sizeof *systems;
    for (int s = 0; s < nsys; s++) {
        const system_desc *sd = &systems[s];
        printf("system %s (dim %d)\n", sd->name, sd->dim);
        for (int m = 0; m < 3; m++) {
            for (int nsteps = 50; nsteps <= 400; nsteps *= 2) {
                REAL y[MAXDIM];
                memcpy(y, sd->y0, sizeof y);
                REAL h = sd->tend / nsteps, t = 0.0;
                for (int k = 0; k < nsteps; k++, t += h)
                    steppers[m].step(sd->rhs, sd->dim, t, h, y);
                printf("  %-8s order %d n=%3d y0=%.6f y1=%.6f\n", steppers[m].name,
                       steppers[m].order, nsteps, y[0], sd->dim > 1 ? y[1] : 0.0);
            }
        }
    }
    printf("exact decay: %.6f, exact oscillator: %.6f\n", exp(-2.0), cos(6.0));
    return 0;
}
