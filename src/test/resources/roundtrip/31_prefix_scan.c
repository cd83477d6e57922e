/*
 * 31_prefix_scan.c -- parallel-style primitives written sequentially:
 * Blelloch exclusive scan, tree reduction, stream compaction, radix sort
 * (scan-based), each annotated with hiCUDA kernel pragmas.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include "lcg.h"

#define NS 256              /* power of two */
#define RADIX_BITS 4
#define RADIX (1 << RADIX_BITS)

static void blelloch_scan(int *a, int n)
{
    /* up-sweep */
    for (int d = 1; d < n; d <<= 1) {
#pragma hicuda kernel upsweep tblock(1) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
        for (int i = 2 * d - 1; i < n; i += 2 * d)
            a[i] += a[i - d];
#pragma hicuda kernel_end
    }
    a[n - 1] = 0;
    /* down-sweep */
    for (int d = n >> 1; d >= 1; d >>= 1) {
        for (int i = 2 * d - 1; i < n; i += 2 * d) {
            int t = a[i - d];
            a[i - d] = a[i];
            a[i] += t;
        }
    }
}

static long tree_reduce(const int *a, int n)
{
    long *tmp = (long *)malloc(n * sizeof(long));
    for (int i = 0; i < n; i++) tmp[i] = a[i];
    for (int stride = n / 2; stride > 0; stride /= 2)
        for (int i = 0; i < stride; i++)
            tmp[i] += tmp[i + stride];
    long r = tmp[0];
    free(tmp);
    return r;
}

static int compact_positive(const int *in, int *out, int n)
{
    int *flags = calloc(n, sizeof(int));
    for (int i = 0; i < n; i++) flags[i] = in[i] > 0;
    int last_flag = flags[n - 1];
    blelloch_scan(flags, n);           /* flags now holds output positions */
    int count = flags[n - 1] + last_flag;
    for (int i = 0; i < n; i++)
        if (in[i] > 0) out[flags[i]] = in[i];
    free(flags);
    return count;
}

static void radix_sort_u32(uint32_t *keys, int n)
{
    uint32_t *tmp = malloc(sizeof(uint32_t) * (size_t)n);
    for (unsigned shift = 0; shift < 32; shift += RADIX_BITS) {
        int count[RADIX] = { 0 };
        for (int i = 0; i < n; i++) count[(keys[i] >> shift) & (RADIX - 1)]++;
        int offs[RADIX];
        int s = 0;
        for (int b = 0; b < RADIX; b++) { offs[b] = s; s += count[b]; }
        for (int i = 0; i < n; i++) tmp[offs[(keys[i] >> shift) & (RADIX - 1)]++] = keys[i];
        memcpy(keys, tmp, sizeof(uint32_t) * (size_t)n);
    }
    free(tmp);
}

int main(void)
{
    lcg_t g;
    lcg_seed(&g, 8u);
    int a[NS], orig[NS], out[NS];
    for (int i = 0; i < NS; i++) orig[i] = a[i] = lcg_range(&g, -20, 30);
    blelloch_scan(a, NS);
    int ok = 1, run = 0;
    for (int i = 0; i < NS; i++) { ok &= a[i] == run; run += orig[i]; }
    printf("scan ok=%d total=%d reduce=%ld\n", ok, run, tree_reduce(orig, NS));
    for (int i = 0; i < NS; i += 16)
        printf("  prefix[%3d] = %6d\n", i, a[i]);
    int nc = compact_positive(orig, out, NS);
    long csum = 0;
    for (int i = 0; i < nc; i++) csum += (long)out[i] * (i % 5 + 1);
    printf("compacted %d positives, weighted sum %ld\n", nc, csum);
    uint32_t keys[NS];
    for (int i = 0; i < NS; i++) keys[i] = lcg_next(&g);
    radix_sort_u32(keys, NS);
    int sorted = 1;
    for (int i = 1; i < NS; i++) sorted &= keys[i - 1] <= keys[i];
    printf("radix sorted=%d\n", sorted);
    for (int i = 0; i < NS; i += 32)
        printf("  key[%3d] = %10u\n", i, (unsigned)keys[i]);
    return 0;
}
