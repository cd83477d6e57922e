/*
 * 29_spline_interp.c -- natural cubic spline (tridiagonal Thomas solver),
 * linear and Lagrange interpolation, and Simpson/trapezoid quadrature.
 */
#include <stdio.h>
#include <math.h>
#include <stdlib.h>

#define NKNOT 11
#define NEVAL 25

typedef struct spline {
    int n;
    double x[NKNOT], y[NKNOT];
    double m[NKNOT];   /* second derivatives */
} spline_t;

typedef double (*interp_fn)(const spline_t *s, double x);

/* Thomas algorithm for a tridiagonal system; a: sub, b: diag, c: super */
static void thomas(int n, const double *a, const double *b, const double *c, double *d, double *out)
{
    double *cp = malloc(sizeof(double) * n);
    double *dp = malloc(sizeof(double) * n);
    cp[0] = c[0] / b[0];
    dp[0] = d[0] / b[0];
    for (int i = 1; i < n; i++) {
        double den = b[i] - a[i] * cp[i - 1];
        cp[i] = c[i] / den;
        dp[i] = (d[i] - a[i] * dp[i - 1]) / den;
    }
    out[n - 1] = dp[n - 1];
    for (int i = n - 2; i >= 0; i--)
        out[i] = dp[i] - cp[i] * out[i + 1];
    free(cp);
    free(dp);
}

static void spline_build(spline_t *s)
{
    int n = s->n, k = n - 2;
    double a[NKNOT], b[NKNOT], c[NKNOT], d[NKNOT], mm[NKNOT];
    for (int i = 1; i <= k; i++) {
        double h0 = s->x[i] - s->x[i - 1], h1 = s->x[i + 1] - s->x[i];
        a[i - 1] = h0 / 6.0;
        b[i - 1] = (h0 + h1) / 3.0;
        c[i - 1] = h1 / 6.0;
        d[i - 1] = (s->y[i + 1] - s->y[i]) / h1 - (s->y[i] - s->y[i - 1]) / h0;
    }
    thomas(k, a, b, c, d, mm);
    s->m[0] = s->m[n - 1] = 0.0;
    for (int i = 1; i <= k; i++)
        s->m[i] = mm[i - 1];
}

static int find_interval(const spline_t *s, double x)
{
    int lo = 0, hi = s->n - 1;
    while (hi - lo > 1) {
        int mid = (lo + hi) >> 1;
        if (s->x[mid] > x) hi = mid; else lo = mid;
    }
    return lo;
}

static double eval_spline(const spline_t *s, double x)
{
    int i = find_interval(s, x);
    double h = s->x[i + 1] - s->x[i];
    double A = (s->x[i + 1] - x) / h, B = (x - s->x[i]) / h;
    return A * s->y[i] + B * s->y[i + 1]
         + ((A * A * A - A) * s->m[i] + (B * B * B - B) * s->m[i + 1]) * h * h / 6.0;
}

static double eval_linear(const spline_t *s, double x)
{
    int i = find_interval(s, x);
    double t = (x - s->x[i]) / (s->x[i + 1] - s->x[i]);
    return (1.0 - t) * s->y[i] + t * s->y[i + 1];
}

static double eval_lagrange(const spline_t *s, double x)
{
    double sum = 0.0;
    for (int i = 0; i < s->n; i++) {
        double l = 1.0;
        for (int j = 0; j < s->n; j++)
            if (j != i) l *= (x - s->x[j]) / (s->x[i] - s->x[j]);
        sum += l * s->y[i];
    }
    return sum;
}

static double runge(double x) { return 1.0 / (1.0 + 25.0 * x * x); }

static double simpson(const spline_t *s, interp_fn f, double a, double b, int n)
{
    double h = (b - a) / n, acc = f(s, a) + f(s, b);
    for (int i = 1; i < n; i++)
        acc += f(s, a + i * h) * ((i & 1) ? 4.0 : 2.0);
    return acc * h / 3.0;
}

int main(void)
{
    spline_t s = { .n = NKNOT };
    for (int i = 0; i < NKNOT; i++) {
        s.x[i] = -1.0 + 2.0 * i / (NKNOT - 1);
        s.y[i] = runge(s.x[i]);
    }
    spline_build(&s);
    interp_fn methods[] = { eval_linear, eval_spline, eval_lagrange };
    const char *mnames[] = { "linear", "spline", "lagrange" };
    double maxerr[3] = { 0 };
    for (int e = 0; e < NEVAL; e++) {
        double x = -0.98 + 1.96 * e / (NEVAL - 1);
        double v[3];
        for (int m = 0; m < 3; m++) {
            v[m] = methods[m](&s, x);
            maxerr[m] = fmax(maxerr[m], fabs(v[m] - runge(x)));
        }
        printf("x=% .6f exact=%.6f lin=%.6f spl=%.6f lag=% .6f\n", x, runge(x), v[0], v[1], v[2]);
    }
    for (int m = 0; m < 3; m++)
        printf("%-8s maxerr %.6f integral %.6f\n", mnames[m], maxerr[m], simpson(&s, methods[m], -1.0, 1.0, 200));
    printf("exact integral %.6f\n", 2.0 / 5.0 * atan(5.0));
    return 0;
}
