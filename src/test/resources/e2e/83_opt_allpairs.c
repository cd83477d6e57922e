/* 83_opt_allpairs.c: an all-pairs interaction, one body a thread, every thread reading every other body
 * in turn (shared tiling stages them strip by strip for the block); the number of bodies is not a
 * multiple of the strip or of the block; a triangular sum in a second kernel whose loop bounds depend on
 * the thread's index (not staged: the threads of a block would run the loop a different number of times). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

int main(int argc, char **argv)
{
    int n = argc > 9 ? 256 : 333, i, j;
    float *pos = (float *)malloc(sizeof(float) * 4 * n);
    float *acc = (float *)malloc(sizeof(float) * n);
    float *tri = (float *)malloc(sizeof(float) * n);
#pragma hicuda shape pos[n][4]
#pragma hicuda shape acc[n]
#pragma hicuda shape tri[n]
    double s = 0.0, t = 0.0;
    for (i = 0; i < 4 * n; i++)
        pos[i] = (float)((i * 37) % 101) * 0.02f - 1.0f;
#pragma hicuda global alloc pos[*][*] copyin
#pragma hicuda global alloc acc[*]
#pragma hicuda global alloc tri[*]
#pragma hicuda kernel forces tblock((n + 63) / 64) thread(64)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < n; i++) {
        float a = 0.0f, px = pos[i * 4 + 0], py = pos[i * 4 + 1];
        for (j = 0; j < n; j++) {
            float dx = pos[j * 4 + 0] - px, dy = pos[j * 4 + 1] - py;
            a += pos[j * 4 + 3] / sqrtf(dx * dx + dy * dy + 0.01f);
        }
        acc[i] = a;
    }
#pragma hicuda kernel_end
#pragma hicuda kernel triangle tblock((n + 63) / 64) thread(64)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < n; i++) {
        float a = 0.0f;
        for (j = i; j < n; j++)
            a += pos[j * 4 + 2];
        tri[i] = a;
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout acc[*]
#pragma hicuda global copyout tri[*]
#pragma hicuda global free pos acc tri
    for (i = 0; i < n; i++) {
        s += acc[i] * (1 + i % 3);
        t += tri[i];
    }
    printf("%.3f %.3f\n", s, t);
    free(pos);
    free(acc);
    free(tri);
    return 0;
}
