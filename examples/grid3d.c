/* grid3d.c: a 3-D virtual grid, tblock(4,4,2) thread(4,8,8), over a 3-D array: a 7-point smoothing of
 * U[NX][NY][NZ] into W (interior only), each of the three loops over_tblock over_thread. */
#include <stdio.h>

#define NX 16
#define NY 32
#define NZ 32

float U[NX][NY][NZ];
float W[NX][NY][NZ];

int main(void)
{
    int x, y, z;
    double sum = 0.0;

    for (x = 0; x < NX; x++)
        for (y = 0; y < NY; y++)
            for (z = 0; z < NZ; z++) {
                U[x][y][z] = 1.0f + (float)((x * 131 + y * 17 + z * 7) % 59) / 59.0f;
                W[x][y][z] = U[x][y][z];
            }

#pragma hicuda global alloc U[*][*][*] copyin
#pragma hicuda global alloc W[*][*][*] copyin

#pragma hicuda kernel smooth3d tblock(4,4,2) thread(4,8,8)
#pragma hicuda loop_partition over_tblock over_thread
    for (x = 0; x < NX; x++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (y = 0; y < NY; y++) {
#pragma hicuda loop_partition over_tblock over_thread
            for (z = 0; z < NZ; z++) {
                if (x > 0 && x < NX - 1 && y > 0 && y < NY - 1 && z > 0 && z < NZ - 1)
                    W[x][y][z] = (2.0f * U[x][y][z]
                                  + U[x-1][y][z] + U[x+1][y][z]
                                  + U[x][y-1][z] + U[x][y+1][z]
                                  + U[x][y][z-1] + U[x][y][z+1]) / 8.0f;
            }
        }
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout W[*][*][*]
#pragma hicuda global free U W

    for (x = 0; x < NX; x++)
        for (y = 0; y < NY; y++)
            for (z = 0; z < NZ; z++)
                sum += W[x][y][z];
    printf("mean %.5f\n", sum / (NX * NY * NZ));
    for (x = 0; x < NX; x += 3)
        printf("W[%d][%d][%d] = %.5f\n", x, (x * 5) % NY, (x * 11) % NZ, W[x][(x * 5) % NY][(x * 11) % NZ]);
    return 0;
}
