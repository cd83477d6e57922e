/* 09_dims_1d_3d.c: 1-D, 2-D and 3-D tblock and thread spaces in mixed combinations: tblock(a) thread(x,y),
 * tblock(a,b) thread(x), tblock(a,b,c) thread(x,y,z) over 3-D arrays, and tblock(a,b) thread(x,y,z) where the
 * three over_thread loops are nested in two over_tblock loops. */
#include <stdio.h>

#define X 12
#define Y 16
#define Z 20

int P[X][Y][Z];
int Q[X][Y][Z];
int S[X][Y];
int U[X][Y][Z];

int main(void)
{
    int x, y, z;
    long long sp = 0, sq = 0, ss = 0, su = 0;

#pragma hicuda global alloc P[*][*][*]
#pragma hicuda global alloc Q[*][*][*]
#pragma hicuda global alloc S[*][*]
#pragma hicuda global alloc U[*][*][*]

    /* 1-D blocks, 2-D threads: x over blocks, (y, z) over threads */
#pragma hicuda kernel k1d2d tblock(X) thread(4, 8)
#pragma hicuda loop_partition over_tblock
    for (x = 0; x < X; x++) {
#pragma hicuda loop_partition over_thread
        for (y = 0; y < Y; y++) {
#pragma hicuda loop_partition over_thread
            for (z = 0; z < Z; z++)
                P[x][y][z] = x * 10000 + y * 100 + z;
        }
    }
#pragma hicuda kernel_end

    /* 2-D blocks, 1-D threads */
#pragma hicuda kernel k2d1d tblock(3, 4) thread(16)
#pragma hicuda loop_partition over_tblock
    for (x = 0; x < X; x++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (y = 0; y < Y; y++) {
            int s = 0;
            for (z = 0; z < Z; z++)
                s += P[x][y][z] % 97;
            S[x][y] = s;
        }
    }
#pragma hicuda kernel_end

    /* 3-D blocks, 3-D threads */
#pragma hicuda kernel k3d3d tblock(2, 4, 5) thread(6, 4, 4)
#pragma hicuda loop_partition over_tblock over_thread
    for (x = 0; x < X; x++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (y = 0; y < Y; y++) {
#pragma hicuda loop_partition over_tblock over_thread
            for (z = 0; z < Z; z++)
                Q[x][y][z] = P[x][y][z] * 2 + S[x][y];
        }
    }
#pragma hicuda kernel_end

    /* 2-D blocks, 3-D threads */
#pragma hicuda kernel k2d3d tblock(4, 2) thread(3, 8, 5)
#pragma hicuda loop_partition over_tblock over_thread
    for (x = 0; x < X; x++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (y = 0; y < Y; y++) {
#pragma hicuda loop_partition over_thread
            for (z = 0; z < Z; z++)
                U[x][y][z] = Q[x][y][z] - P[x][y][z] + 1;
        }
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout P[*][*][*]
#pragma hicuda global copyout Q[*][*][*]
#pragma hicuda global copyout S[*][*]
#pragma hicuda global copyout U[*][*][*]
#pragma hicuda global free P Q S U

    for (x = 0; x < X; x++)
        for (y = 0; y < Y; y++) {
            ss += S[x][y];
            for (z = 0; z < Z; z++) {
                sp += P[x][y][z];
                sq += Q[x][y][z];
                su += U[x][y][z];
            }
        }
    printf("sumP %lld\nsumQ %lld\nsumS %lld\nsumU %lld\n", sp, sq, ss, su);
    for (x = 0; x < X; x++)
        printf("x=%d: S %d Q %d U %d\n", x, S[x][(x * 5) % Y], Q[x][(x * 3) % Y][(x * 7) % Z],
               U[x][Y - 1 - x][Z - 1 - x]);
    return 0;
}
