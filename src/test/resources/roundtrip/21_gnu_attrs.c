/*
 * 21_gnu_attrs.c -- GNU spellings commonly found in HPC code:
 * __attribute__((aligned)), ((unused)), __restrict__, __inline__,
 * __extension__, together with a SAXPY/dot kernel on aligned buffers.
 */
#include <stdio.h>
#include <stdint.h>
#include <math.h>
#include "common.h"

#define LEN 256

typedef float v4f[4] __attribute__((aligned(16)));

static float xs[LEN] __attribute__((aligned(16)));
static float ys[LEN] __attribute__((aligned(16)));

struct __attribute__((aligned(16))) padded {
    int id;
    double w;
};

__extension__ typedef long long wide_t;

typedef union {
    float lane[4];
    double pair[2];
    uint32_t word[4];
} __attribute__((aligned(16))) simd_u;

static __inline__ float lerp(float a, float b, float t) { return a + (b - a) * t; }

static void saxpy(int n, float a, const float *__restrict__ x, float *__restrict__ y)
{
    for (int i = 0; i < n; i++)
        y[i] = a * x[i] + y[i];
}

static double dot4(const v4f a, const v4f b)
{
    double s = 0.0;
    for (int i = 0; i < 4; i++)
        s += (double)a[i] * b[i];
    return s;
}

static int helper_not_called(int x) __attribute__((unused));
static int helper_not_called(int x) { return x * 2; }

static void blocked_sum(const float *__restrict x, int n, double *out)
{
    double partial[4] = { 0.0, 0.0, 0.0, 0.0 };
    int i;
    for (i = 0; i + 3 < n; i += 4) {
        partial[0] += x[i];
        partial[1] += x[i + 1];
        partial[2] += x[i + 2];
        partial[3] += x[i + 3];
    }
    for (; i < n; i++)
        partial[0] += x[i];
    *out = partial[0] + partial[1] + partial[2] + partial[3];
}

int main(void)
{
    int unused_local __attribute__((unused)) = 5;
    for (int i = 0; i < LEN; i++) {
        xs[i] = lerp(0.0f, 1.0f, (float)i / LEN);
        ys[i] = sinf((float)i * 0.05f);
    }
    for (int rep = 0; rep < 8; rep++) {
        saxpy(LEN, 0.5f + rep * 0.25f, xs, ys);
        double s;
        blocked_sum(ys, LEN, &s);
        printf("rep %d sum %.6f y[17]=%.6f y[255]=%.6f\n", rep, s, ys[17], ys[LEN - 1]);
    }
    v4f a = { 1.0f, 2.0f, 3.0f, 4.0f }, b = { 0.5f, -1.0f, 2.0f, 0.25f };
    printf("dot4 = %.6f\n", dot4(a, b));
    printf("alignof padded ok: %d, sizeof(struct padded)=%zu\n", (int)(sizeof(struct padded) % 16 == 0), sizeof(struct padded));
    printf("xs aligned: %d\n", (int)(((uintptr_t)xs & 15u) == 0));
    simd_u su = { .lane = { 1.0f, -1.0f, 0.5f, 2.0f } };
    printf("simd words %08x %08x %08x %08x sizeof %zu\n", (unsigned)su.word[0], (unsigned)su.word[1],
           (unsigned)su.word[2], (unsigned)su.word[3], sizeof su);
    wide_t big = __extension__ 1LL << 40;
    printf("wide %lld\n", big);
    for (int i = 0; i < 16; i++)
        printf("lerp(%2d/16) = %.6f\n", i, lerp(-2.0f, 6.0f, i / 16.0f));
    return 0;
}
