// 18_heat3d.c -- explicit 3-D heat equation on a static 3-D array with
// a 7-point stencil, hiCUDA kernel annotations, and an OpenMP pragma.
#include <stdio.h>
#include <math.h>
#include "common.h"

#define NX 20
#define NY 18
#define NZ 16
#define STEPS 30
#define ALPHA 0.1f

static float T0[NZ][NY][NX];
static float T1[NZ][NY][NX];

static void initialise(float (*t)[NY][NX])
{
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) {
                float r2 = (float)(SQR(i - NX / 2) + SQR(j - NY / 2) + SQR(k - NZ / 2));
                t[k][j][i] = expf(-r2 / 10.0f) * 100.0f;
            }
}

static void step(float (*restrict out)[NY][NX], float (*restrict in)[NY][NX])
{
#pragma hicuda kernel heat3d tblock(4,4) thread(16,4)
#pragma hicuda loop_partition over_tblock
    for (int k = 1; k < NZ - 1; k++) {
#pragma hicuda loop_partition over_thread
        for (int j = 1; j < NY - 1; j++) {
            for (int i = 1; i < NX - 1; i++) {
                float lap = in[k][j][i - 1] + in[k][j][i + 1]
                          + in[k][j - 1][i] + in[k][j + 1][i]
                          + in[k - 1][j][i] + in[k + 1][j][i]
                          - 6.0f * in[k][j][i];
                out[k][j][i] = in[k][j][i] + ALPHA * lap;
            }
        }
    }
#pragma hicuda kernel_end
}

static double total_heat(float (*t)[NY][NX])
{
    double s = 0.0;
#pragma omp parallel for reduction(+ : s)
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++)
                s += t[k][j][i];
    return s;
}

int main(void)
{
    initialise(T0);
    initialise(T1);
    float (*a)[NY][NX] = T0, (*b)[NY][NX] = T1;
    for (int s = 0; s < STEPS; s++) {
        step(b, a);
        float (*tmp)[NY][NX] = a;
        a = b;
        b = tmp;
        printf("step %2d heat %.6f center %.6f edge %.6f\n", s, total_heat(a),
               a[NZ / 2][NY / 2][NX / 2], a[1][1][1]);
    }
    printf("sizeof T0 = %zu bytes, plane = %zu, row = %zu\n", sizeof T0, sizeof T0[0], sizeof T0[0][0]);
    return 0;
}
