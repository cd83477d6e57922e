/* nbody_shared.c: n-body acceleration kernel; each thread owns one body i and loops over all bodies in tiles of
 * TILE; each tile BODY[jj:jj+TILE-1][*] (x, y, z, mass) is brought into shared memory by "shared alloc ...
 * copyin" (the section does not depend on i, so every thread of the block shares the same tile), with a barrier
 * before "shared remove" so the next tile does not overwrite one still in use. */
#include <stdio.h>
#include <math.h>

#define N 768
#define TILE 128
#define EPS2 0.25f

float BODY[N][4];
float ACC[N][3];

int main(void)
{
    int i, j, jj;
    unsigned int seed = 31337u;
    double sa = 0.0;

    for (i = 0; i < N; i++) {
        for (j = 0; j < 3; j++) {
            seed = seed * 1664525u + 1013904223u;
            BODY[i][j] = (float)((seed >> 8) & 0xFFFF) / 65536.0f * 10.0f - 5.0f;
        }
        seed = seed * 1664525u + 1013904223u;
        BODY[i][3] = 0.5f + (float)((seed >> 8) & 0xFF) / 256.0f;
    }

#pragma hicuda global alloc BODY[*][*] copyin
#pragma hicuda global alloc ACC[*][*]

#pragma hicuda kernel nbodyForces tblock(N/TILE) thread(TILE)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        float xi = BODY[i][0], yi = BODY[i][1], zi = BODY[i][2];
        float ax = 0.0f, ay = 0.0f, az = 0.0f;
        for (jj = 0; jj < N; jj += TILE) {
#pragma hicuda shared alloc BODY[jj:jj+TILE-1][*] copyin
            for (j = jj; j < jj + TILE; j++) {
                float dx = BODY[j][0] - xi;
                float dy = BODY[j][1] - yi;
                float dz = BODY[j][2] - zi;
                float d2 = dx * dx + dy * dy + dz * dz + EPS2;
                float inv = 1.0f / sqrtf(d2);
                float s = BODY[j][3] * inv * inv * inv;
                ax += dx * s;
                ay += dy * s;
                az += dz * s;
            }
#pragma hicuda barrier
#pragma hicuda shared remove BODY
        }
        ACC[i][0] = ax;
        ACC[i][1] = ay;
        ACC[i][2] = az;
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout ACC[*][*]
#pragma hicuda global free BODY ACC

    for (i = 0; i < N; i++) {
        sa += sqrt((double)ACC[i][0] * ACC[i][0] + (double)ACC[i][1] * ACC[i][1] + (double)ACC[i][2] * ACC[i][2]);
    }
    printf("sum |a| %.4f\n", sa);
    for (i = 0; i < N; i += 61)
        printf("a[%d] = %.4f %.4f %.4f\n", i, ACC[i][0], ACC[i][1], ACC[i][2]);
    return 0;
}
