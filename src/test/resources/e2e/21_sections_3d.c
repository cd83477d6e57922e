/* 21_sections_3d.c: 3-D arrays with sections in every data directive: a 3-D interior allocation
 * (V[1:NX-2][1:NY-2][1:NZ-2]), a 3-D copyin of an interior box of a full allocation, a [start] short form
 * (single plane), copyouts of sub-boxes that together cover exactly what the kernels wrote, and 2-D sections
 * mixing [*], [a:b] and [a] (an interior block plus its frame copied out piece by piece). */
#include <stdio.h>

#define NX 10
#define NY 18
#define NZ 24

float U[NX][NY][NZ];
float V[NX][NY][NZ];
float PL[NY][NZ];
float M[12][30];

int main(void)
{
    int x, y, z;
    double sv = 0.0, sp = 0.0, sm = 0.0;

    for (x = 0; x < NX; x++)
        for (y = 0; y < NY; y++)
            for (z = 0; z < NZ; z++) {
                U[x][y][z] = 0.5f + (float)((x * 7 + y * 3 + z) % 29) / 29.0f;
                V[x][y][z] = -1.0f;
            }
    for (y = 0; y < NY; y++)
        for (z = 0; z < NZ; z++)
            PL[y][z] = 0.0f;
    for (x = 0; x < 12; x++)
        for (y = 0; y < 30; y++)
            M[x][y] = (float)(x + y) * 0.5f;

#pragma hicuda global alloc U[*][*][*] copyin U[0:NX-1][0:NY-1][0:NZ-1]
#pragma hicuda global alloc V[1:NX-2][1:NY-2][1:NZ-2]
#pragma hicuda global alloc PL[*][*]

#pragma hicuda kernel box tblock(2, 4) thread(4, 4, 22)
#pragma hicuda loop_partition over_tblock over_thread
    for (x = 1; x < NX - 1; x++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (y = 1; y < NY - 1; y++) {
#pragma hicuda loop_partition over_thread
            for (z = 1; z < NZ - 1; z++)
                V[x][y][z] = (U[x - 1][y][z] + U[x + 1][y][z] + U[x][y - 1][z] + U[x][y + 1][z]
                              + U[x][y][z - 1] + U[x][y][z + 1]) / 6.0f;
        }
    }
#pragma hicuda kernel_end

#pragma hicuda kernel plane tblock(3) thread(32)
#pragma hicuda loop_partition over_tblock
    for (y = 0; y < NY; y++) {
#pragma hicuda loop_partition over_thread
        for (z = 0; z < NZ; z++)
            PL[y][z] = U[4][y][z] * 10.0f;
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout V[1:NX-2][1:NY-2][1:10]
#pragma hicuda global copyout V[1:NX-2][1:NY-2][11:NZ-2]
#pragma hicuda global copyout PL[*][0:11]
#pragma hicuda global copyout PL[*][12:NZ-1]
#pragma hicuda global free U V PL

#pragma hicuda global alloc M[2:9][*] copyin M[2:9][5:24]

#pragma hicuda kernel rowsec tblock(2) thread(4, 20)
#pragma hicuda loop_partition over_tblock over_thread
    for (x = 2; x < 10; x++) {
#pragma hicuda loop_partition over_thread
        for (y = 5; y < 25; y++)
            M[x][y] = M[x][y] * M[x][y] + 1.0f;
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout M[3:8][6:23]
#pragma hicuda global copyout M[2][5:24]
#pragma hicuda global copyout M[9][5:24]
#pragma hicuda global copyout M[3:8][5]
#pragma hicuda global copyout M[3:8][24]
#pragma hicuda global free M

    for (x = 0; x < NX; x++)
        for (y = 0; y < NY; y++)
            for (z = 0; z < NZ; z++)
                sv += V[x][y][z];
    for (y = 0; y < NY; y++)
        for (z = 0; z < NZ; z++)
            sp += PL[y][z];
    for (x = 0; x < 12; x++)
        for (y = 0; y < 30; y++)
            sm += M[x][y];
    printf("sumV %.5f\nsumPL %.5f\nsumM %.5f\n", sv, sp, sm);
    for (x = 0; x < NX; x++)
        printf("V[%d][%d][%d] = %.5f V[%d][1][1] = %.5f\n", x, x + 3, x * 2 + 1, V[x][x + 3][x * 2 + 1], x, V[x][1][1]);
    for (x = 0; x < 12; x++)
        printf("M[%d]: %.5f %.5f %.5f %.5f\n", x, M[x][5], M[x][6], M[x][23], M[x][24]);
    printf("PL: %.5f %.5f %.5f\n", PL[2][5], PL[3][5], PL[NY - 1][NZ - 1]);
    return 0;
}
