/* 28_stats_variadic.c -- descriptive statistics with variadic helpers
 * (stdarg.h), fprintf(stderr, ...), snprintf into char buffers, and
 * a table of reducer function pointers. */
#include <stdio.h>
#include <stdarg.h>
#include <math.h>
#include <string.h>
#include <stdlib.h>
#include "common.h"

#define NSAMP 64
#define FMT_BUF 96

typedef double (*reducer_t)(const double *x, int n);

/* mean of `count` doubles passed as varargs */
static double vmean(int count, ...)
{
    va_list ap;
    double s = 0.0;
    va_start(ap, count);
    for (int i = 0; i < count; i++)
        s += va_arg(ap, double);
    va_end(ap);
    return count ? s / count : 0.0;
}

/* append formatted text to a growing report buffer */
static int report(char *buf, size_t cap, size_t *len, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int w = vsnprintf(buf + *len, cap - *len, fmt, ap);
    va_end(ap);
    if (w > 0 && (size_t)w < cap - *len)
        *len += (size_t)w;
    return w;
}

static void warnx(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "warning: ");
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

static double r_mean(const double *x, int n) { double s = 0; for (int i = 0; i < n; i++) s += x[i]; return s / n; }
static double r_var(const double *x, int n)
{
    double m = r_mean(x, n), s = 0.0;
    for (int i = 0; i < n; i++) s += SQR(x[i] - m);
    return s / (n - 1);
}
static double r_min(const double *x, int n) { double m = x[0]; for (int i = 1; i < n; i++) m = MIN(m, x[i]); return m; }
static double r_max(const double *x, int n) { double m = x[0]; for (int i = 1; i < n; i++) m = MAX(m, x[i]); return m; }
static double r_rms(const double *x, int n) { double s = 0; for (int i = 0; i < n; i++) s += x[i] * x[i]; return sqrt(s / n); }

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y ? 1 : 0;
}

int main(void)
{
    static const struct { const char *name; reducer_t fn; } reducers[] = {
        { "mean", r_mean }, { "var", r_var }, { "min", r_min }, { "max", r_max }, { "rms", r_rms },
    };
    double data[NSAMP];
    for (int set = 0; set < 4; set++) {
        for (int i = 0; i < NSAMP; i++)
            data[i] = sin(i * 0.37 + set) * (1 + set) + 0.01 * ((i * 7919) % 101);
        printf("dataset %d\n", set);
        for (size_t r = 0; r < sizeof reducers / sizeof reducers[0]; r++)
            printf("  %-5s = %.6f\n", reducers[r].name, reducers[r].fn(data, NSAMP));
        qsort(data, NSAMP, sizeof data[0], cmp_double);
        printf("  median = %.6f  iqr = %.6f\n", 0.5 * (data[NSAMP / 2 - 1] + data[NSAMP / 2]),
               data[3 * NSAMP / 4] - data[NSAMP / 4]);
        if (r_var(data, NSAMP) > 4.0)
            warnx("dataset %d has large variance %.3f", set, r_var(data, NSAMP));
    }
    printf("vmean(3) = %.6f vmean(5) = %.6f vmean(0) = %.6f\n", vmean(3, 1.0, 2.0, 4.5),
           vmean(5, 1.5, -2.0, 3.25, 0.0, 10.0), vmean(0));
    char buf[512];
    size_t len = 0;
    buf[0] = '\0';
    for (int k = 1; k <= 8; k++)
        report(buf, sizeof buf, &len, "%s[%d:%.2f]", k > 1 ? "," : "", k, 1.0 / k);
    printf("report (%zu chars): "
           "%s"
           "\n", len, buf);
    char small[FMT_BUF / 4];
    int need = snprintf(small, sizeof small, "%s/%s/%d", "truncated", "output", 12345);
    printf("snprintf needed %d, got '%s' (size %zu)\n", need, small, sizeof small);
    return 0;
}
