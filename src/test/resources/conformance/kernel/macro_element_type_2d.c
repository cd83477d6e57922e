// checks: an element type given by a macro (#define REAL double) and a typedef of it, 2-D arrays with macro dimensions in a 2-D kernel
#include <stdio.h>

#define REAL double
#define NX 48
#define NY 40
typedef REAL real;

real U[NX][NY];
REAL V[NX][NY];

int main(void)
{
    int i, j;
    REAL sum = 0;
    for (i = 0; i < NX; i++)
        for (j = 0; j < NY; j++)
            U[i][j] = (real)(i * NY + j) / 100.0;
#pragma hicuda global alloc U[*][*] copyin
#pragma hicuda global alloc V[*][*]
#pragma hicuda kernel smooth tblock(NX / 16, NY / 8) thread(16, 8)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < NX; i++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 0; j < NY; j++) {
            real c = U[i][j];
            V[i][j] = c * (REAL)2 + (real)(i - j) * 0.5;
        }
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout V[*][*]
#pragma hicuda global free U V
    for (i = 0; i < NX; i++)
        for (j = 0; j < NY; j++)
            sum += V[i][j];
    printf("%.3f %.3f %d\n", sum, V[7][3], (int)sizeof V[0][0]);
    return 0;
}
