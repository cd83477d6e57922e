/*
 * lcg.h -- deterministic linear congruential generator.
 * Numerical Recipes constants; state is explicit so runs are reproducible.
 */
#ifndef LCG_H
#define LCG_H

#include <stdint.h>

#define LCG_A 1664525u
#define LCG_C 1013904223u

typedef struct {
    uint32_t state;
} lcg_t;

static inline void lcg_seed(lcg_t *g, uint32_t seed) { g->state = seed ? seed : 0x9E3779B9u; }

static inline uint32_t lcg_next(lcg_t *g)
{
    g->state = g->state * LCG_A + LCG_C;
    return g->state;
}

/* uniform double in [0,1) built from the top 24 bits */
static inline double lcg_uniform(lcg_t *g)
{
    return (double)(lcg_next(g) >> 8) * (1.0 / 16777216.0);
}

static inline int lcg_range(lcg_t *g, int lo, int hi)
{
    return lo + (int)(lcg_next(g) % (uint32_t)(hi - lo + 1));
}

#endif
