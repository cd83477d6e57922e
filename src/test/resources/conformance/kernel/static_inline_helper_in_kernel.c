// checks: a static inline helper function (and a helper calling another) called from a kernel body
#include <stdio.h>

#define N 2000

static inline float sq(float v) { return v * v; }
static inline float clampf(float v, float lo, float hi) { return v < lo ? lo : (v > hi ? hi : v); }
static float energy(float v) { return clampf(sq(v) - 4.0f, 0.0f, 50.0f); }

float A[N];
float E[N];

int main(void)
{
    int i;
    double sum = 0.0;
    for (i = 0; i < N; i++)
        A[i] = (float)(i % 19) * 0.5f;
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc E[*]
#pragma hicuda kernel energies tblock(8) thread(250)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++)
        E[i] = energy(A[i]) + sq(0.5f);
#pragma hicuda kernel_end
#pragma hicuda global copyout E[*]
#pragma hicuda global free A E
    for (i = 0; i < N; i++)
        sum += E[i];
    printf("%.2f %.2f %.2f\n", sum, E[3], E[18]);
    return 0;
}
