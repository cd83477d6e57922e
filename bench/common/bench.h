/* bench/common/bench.h -- shared helpers for every benchmark version.
 *
 * Usable from C99 (gcc -std=c99) and from CUDA (.cu, nvcc).  Include it FIRST
 * (it defines _POSIX_C_SOURCE for clock_gettime under -std=c99).
 *
 * Conventions (see bench/README.md):
 *   - inputs are built with bench_fill_f32/f64 from fixed seeds, identical in
 *     every version of a benchmark, never all-zero;
 *   - every version prints "KERNEL_MS <median>" and "TOTAL_MS <median>" via
 *     bench_report, after >=1 warm-up, over args.reps timed runs;
 *   - seq.c additionally calls bench_work(flops, bytes) once (the harness
 *     uses it for GFLOP/s and GB/s);
 *   - the output array(s) go to --out via bench_write (first array) and
 *     bench_append (further arrays, same element type);
 *   - outputs are poisoned (bench_poison_f32/f64: NaN) before every run.
 */
#ifndef BENCH_H
#define BENCH_H

#if !defined(_POSIX_C_SOURCE) && !defined(__CUDACC__)
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdint.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <math.h>

/* ---------------------------------------------------------------- RNG */
/* splitmix64 (Steele, Lea, Flood 2014): state advances by the golden gamma. */
static inline uint64_t bench_splitmix64(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* uniform double in [0,1) with 53 random bits */
static inline double bench_rand01(uint64_t *state)
{
    return (double)(bench_splitmix64(state) >> 11) * (1.0 / 9007199254740992.0);
}

/* a[i] = lo + (hi-lo)*u_i, u_i from splitmix64 seeded with `seed` */
static inline void bench_fill_f32(float *a, size_t n, uint64_t seed, float lo, float hi)
{
    uint64_t s = seed;
    double w = (double)hi - (double)lo;
    size_t i;
    for (i = 0; i < n; i++)
        a[i] = (float)((double)lo + w * bench_rand01(&s));
}

static inline void bench_fill_f64(double *a, size_t n, uint64_t seed, double lo, double hi)
{
    uint64_t s = seed;
    double w = hi - lo;
    size_t i;
    for (i = 0; i < n; i++)
        a[i] = lo + w * bench_rand01(&s);
}

/* integer inputs: a[i] uniform in [lo, hi] (inclusive) */
static inline void bench_fill_i32(int32_t *a, size_t n, uint64_t seed, int32_t lo, int32_t hi)
{
    uint64_t s = seed;
    uint64_t span = (uint64_t)((int64_t)hi - (int64_t)lo + 1);
    size_t i;
    for (i = 0; i < n; i++)
        a[i] = (int32_t)((int64_t)lo + (int64_t)(bench_splitmix64(&s) % span));
}

/* poison outputs before every run so that unwritten elements are caught */
static inline void bench_poison_f32(float *a, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) a[i] = NAN;
}

static inline void bench_poison_f64(double *a, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) a[i] = NAN;
}

/* integer outputs: poison with a pattern that is not a plausible result */
static inline void bench_poison_bytes(void *a, size_t bytes)
{
    memset(a, 0xA5, bytes);
}

/* ---------------------------------------------------------- arguments */
typedef struct {
    int quick;        /* --quick: reduced size for a fast check   */
    const char *out;  /* --out FILE: where the result is written  */
    int reps;         /* --reps N: timed repetitions (default 10)  */
} bench_args;

static inline void bench_parse(int argc, char **argv, bench_args *a)
{
    int i;
    a->quick = 0;
    a->out = NULL;
    a->reps = 10;
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--quick") == 0) {
            a->quick = 1;
        } else if (strcmp(argv[i], "--out") == 0 && i + 1 < argc) {
            a->out = argv[++i];
        } else if (strcmp(argv[i], "--reps") == 0 && i + 1 < argc) {
            a->reps = atoi(argv[++i]);
            if (a->reps < 1) a->reps = 1;
        } else {
            fprintf(stderr, "usage: %s [--quick] [--out FILE] [--reps N]\n", argv[0]);
            exit(2);
        }
    }
}

/* ------------------------------------------------------------- timing */
static inline double bench_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static inline int bench_cmp_double_(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

static inline double bench_median(const double *ms, int n)
{
    double *t, m;
    if (n <= 0) return NAN;
    t = (double *)malloc((size_t)n * sizeof(double));
    memcpy(t, ms, (size_t)n * sizeof(double));
    qsort(t, (size_t)n, sizeof(double), bench_cmp_double_);
    m = (n % 2) ? t[n / 2] : 0.5 * (t[n / 2 - 1] + t[n / 2]);
    free(t);
    return m;
}

/* prints "label <median_ms>" (also min and max on stderr-free comment form) */
static inline void bench_report(const char *label, double *ms, int n)
{
    double lo = ms[0], hi = ms[0];
    int i;
    for (i = 1; i < n; i++) {
        if (ms[i] < lo) lo = ms[i];
        if (ms[i] > hi) hi = ms[i];
    }
    printf("%s %.6f\n", label, bench_median(ms, n));
    printf("# %s min %.6f max %.6f n %d\n", label, lo, hi, n);
    fflush(stdout);
}

/* work counts of one run (call from seq.c): used for GFLOP/s and GB/s */
static inline void bench_work(double flops, double bytes)
{
    printf("FLOPS %.0f\nBYTES %.0f\n", flops, bytes);
    fflush(stdout);
}

/* ------------------------------------------------------------- output */
static inline void bench_write_mode_(const char *path, const void *data, size_t bytes, const char *mode)
{
    FILE *f;
    if (!path) return;
    f = fopen(path, mode);
    if (!f || fwrite(data, 1, bytes, f) != bytes || fclose(f) != 0) {
        fprintf(stderr, "bench_write: cannot write %s\n", path);
        exit(1);
    }
}

/* writes the raw result (truncates the file) */
static inline void bench_write(const char *path, const void *data, size_t bytes)
{
    bench_write_mode_(path, data, bytes, "wb");
}

/* appends a further output array to the same file */
static inline void bench_append(const char *path, const void *data, size_t bytes)
{
    bench_write_mode_(path, data, bytes, "ab");
}

/* ------------------------------------------------------- CUDA helpers */
#ifdef __CUDACC__
#define BENCH_CUDA(call)                                                      \
    do {                                                                      \
        cudaError_t e_ = (call);                                              \
        if (e_ != cudaSuccess) {                                              \
            fprintf(stderr, "CUDA error %s at %s:%d: %s\n", #call, __FILE__,  \
                    __LINE__, cudaGetErrorString(e_));                        \
            exit(1);                                                          \
        }                                                                     \
    } while (0)
/* after every launch */
#define BENCH_CUDA_LAUNCH() BENCH_CUDA(cudaGetLastError())
#endif

#endif /* BENCH_H */
