/* mcml_main.c: the medium, the data directives, the timing and the results (see mcml.h). */
#define _POSIX_C_SOURCE 199309L /* clock_gettime under -std=c99 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "mcml.h"

struct layer LAYERS[NLAYER];
float A_slots[NSLOTS][NR][NZ];
float A_rz[NR][NZ];

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare(const void *a, const void *b)
{
    double x = *(const double *) a;
    double y = *(const double *) b;
    return x < y ? -1 : x > y;
}

int main(void)
{
    double ms[REPEATS];
    double total = 0.0, depth[NZ];
    int r, z, rep;

    /* a thin absorbing epidermis over dermis over subcutis (coefficients in 1/cm) */
    LAYERS[0].z0 = 0.00f; LAYERS[0].z1 = 0.01f; LAYERS[0].mua = 4.0f; LAYERS[0].mus = 100.0f; LAYERS[0].g = 0.9f;
    LAYERS[1].z0 = 0.01f; LAYERS[1].z1 = 0.10f; LAYERS[1].mua = 1.0f; LAYERS[1].mus = 80.0f; LAYERS[1].g = 0.8f;
    LAYERS[2].z0 = 0.10f; LAYERS[2].z1 = 0.16f; LAYERS[2].mua = 0.5f; LAYERS[2].mus = 40.0f; LAYERS[2].g = 0.7f;

#pragma hicuda constant copyin LAYERS[*]
#pragma hicuda global alloc A_slots[*][*][*]
#pragma hicuda global alloc A_rz[*][*]
    for (rep = 0; rep < REPEATS; rep++) {
        double t0 = now_ms();
        simulate(A_slots, A_rz);
        ms[rep] = now_ms() - t0;
    }
#pragma hicuda global copyout A_rz[*][*]
#pragma hicuda global free A_slots A_rz
#pragma hicuda constant remove LAYERS

    for (z = 0; z < NZ; z++) {
        depth[z] = 0.0;
        for (r = 0; r < NR; r++)
            depth[z] += A_rz[r][z];
        total += depth[z];
    }
    printf("photons %d\nabsorbed fraction %.6f\n", NPHOTONS, total / NPHOTONS);
    for (z = 0; z < NZ; z += 4)
        printf("depth %5.3f cm: %.6f\n", (z + 0.5f) * DZ, depth[z] / NPHOTONS);
    for (r = 0; r < NR; r += 8)
        printf("A_rz[%d][2] %.6f\n", r, A_rz[r][2] / NPHOTONS);
    if (REPEATS > 1) { /* a measurement (measure-gpu.sh): the median time on stderr, out of the results */
        qsort(ms, REPEATS, sizeof ms[0], compare);
        fprintf(stderr, "simulate: median %.3f ms of %d (%d photons)\n", ms[REPEATS / 2], REPEATS, NPHOTONS);
    }
    return 0;
}
