// expect: 18:23: on the OpenCL target, sincosf stores its results in variables of the thread (private memory), not global memory: store them in local variables, then where they belong
// expect: 18:30: on the OpenCL target, sincosf stores its results in variables of the thread (private memory), not global memory: store them in local variables, then where they belong
#include <math.h>
#define N 256
float X[N], S[N], C[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        X[i] = 0.01f * (float) i;
#pragma hicuda global alloc X[*] copyin
#pragma hicuda global alloc S[*]
#pragma hicuda global alloc C[*]
#pragma hicuda kernel trig tblock(2) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        sincosf(X[i], &S[i], &C[i]);
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout S[*]
#pragma hicuda global copyout C[*]
#pragma hicuda global free X S C
    return 0;
}
