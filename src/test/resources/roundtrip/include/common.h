/* common.h -- shared macros and helpers for the round-trip corpus.
 * Uses a classic include guard. */
#ifndef HICUDA_RT_COMMON_H
#define HICUDA_RT_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <stddef.h>

/* Macro for the floating-point type used by the numerical kernels */
#ifndef REAL
#define REAL double
#endif

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define ABS(x)    ((x) < 0 ? -(x) : (x))
#define SQR(x)    ((x) * (x))
#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

/* FNV-1a style checksum over 32-bit words */
static inline uint32_t cs_mix(uint32_t h, uint32_t v)
{
    h ^= v;
    h *= 16777619u;   /* FNV prime */
    return h;
}

/* Quantise a double so printed checksums are stable */
static inline uint32_t cs_double(uint32_t h, double d)
{
    long long q = (long long)(d * 1000.0 + (d < 0 ? -0.5 : 0.5));
    return cs_mix(cs_mix(h, (uint32_t)(q & 0xFFFFFFFFLL)), (uint32_t)((unsigned long long)q >> 32));
}

#define CS_INIT 2166136261u

#endif /* HICUDA_RT_COMMON_H */
