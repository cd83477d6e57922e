/* A shared directive (whose transfers need block-wide barriers) in a loop partitioned over threads whose trip
 * count is known only at run time: the host checks before the launch that it divides evenly among the threads
 * (1024 - 24 = 1000 does not divide by 128: refused; with an argument, 1048 - 24 = 1024 does: runs). */
#include <stdio.h>
float A[1024], B[1024];
int main(int argc, char **argv)
{
    int i, n = argc > 1 ? 1048 : 1024;
    for (i = 0; i < 1024; i++) A[i] = (float)i;
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda kernel k tblock(1) thread(128)
#pragma hicuda loop_partition over_thread
    for (i = 0; i < n - 24; i++) {
#pragma hicuda shared alloc A[i] copyin
        B[i] = A[i] * 2.0f;
#pragma hicuda shared remove A
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
    printf("B[1023] = %.1f\n", B[1023]);
    return 0;
}
