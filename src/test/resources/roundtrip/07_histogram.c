/* 07_histogram.c -- integer and float histograms with an LCG source.
 * Unsigned arithmetic, shifts/masks, volatile, const tables. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>
#include "lcg.h"
#include "common.h"

#define NBINS 32
#define NSAMPLES 200000UL
#define BIN_SHIFT (32 - 5)   /* top 5 bits select the bin */

static const char *const bar_chars = "#*+=-.";

static volatile uint32_t g_guard = 0xDEADBEEFu;   /* volatile global */

extern const int bin_weights[4];                  /* defined at the end of the file */
extern unsigned long weighted_total(const uint32_t *h, int n);

static void hist_uniform(uint32_t *hist, lcg_t *g, unsigned long n)
{
    for (unsigned long k = 0; k < n; k++) {
        uint32_t v = lcg_next(g);
        hist[v >> BIN_SHIFT]++;
    }
}

/* approximate normal via sum of 12 uniforms (Irwin-Hall) */
static void hist_normal(uint32_t hist[NBINS], lcg_t *g, unsigned long n)
{
    const double lo = -4.0, hi = 4.0;
    for (unsigned long k = 0; k < n; k++) {
        double s = -6.0;
        for (int t = 0; t < 12; t++)
            s += lcg_uniform(g);
        int bin = (int)((s - lo) / (hi - lo) * NBINS);
        if (bin < 0) bin = 0;
        else if (bin >= NBINS) bin = NBINS - 1;
        hist[bin] += 1u;
    }
}

static void print_hist(const char *title, const uint32_t *hist, int nb)
{
    uint32_t maxv = 0;
    for (int i = 0; i < nb; i++)
        maxv = hist[i] > maxv ? hist[i] : maxv;
    printf("== %s ==\n", title);
    for (int i = 0; i < nb; i++) {
        char bar[41];
        int len = (int)(40.0 * hist[i] / (maxv ? maxv : 1));
        memset(bar, bar_chars[i % 6], (size_t)len);
        bar[len] = '\0';
        printf("%2d %7u |%s\n", i, (unsigned)hist[i], bar);
    }
}

int main(void)
{
    uint32_t hu[NBINS] = { 0 };
    uint32_t hn[NBINS];
    memset(hn, 0, sizeof hn);
    lcg_t g;
    lcg_seed(&g, 42u);
    hist_uniform(hu, &g, NSAMPLES);
    hist_normal(hn, &g, NSAMPLES / 10);
    print_hist("uniform top bits", hu, NBINS);
    print_hist("irwin-hall normal", hn, (int)(sizeof hn / sizeof hn[0]));
    uint64_t total = 0;
    uint32_t x = 0;
    for (int i = 0; i < NBINS; i++) {
        total += hu[i];
        x ^= (hu[i] << (i & 7)) | (hn[i] >> 1);
    }
    printf("total=%llu xor=0x%08X guard=0x%x octal=%o\n", (unsigned long long)total,
           (unsigned)x, (unsigned)g_guard, 0755);
    printf("weighted total %lu\n", weighted_total(hu, NBINS));
    return 0;
}

const int bin_weights[4] = { 1, 2, 3, 5 };

unsigned long weighted_total(const uint32_t *h, int n)
{
    unsigned long t = 0UL;
    for (int i = 0; i < n; i++)
        t += (unsigned long)h[i] * (unsigned long)bin_weights[i & 3];
    return t;
}
