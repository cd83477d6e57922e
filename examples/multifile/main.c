/* main.c: a program of three files (main.c, kernels.c, stats.c) for hicuda compile, the CMake
 * package and Make (examples/cmake, examples/make).  gcc builds it as it is:
 *     gcc -o seq main.c kernels.c stats.c     */
#include <stdio.h>
#include "params.h"

float x[N], y[N];
float poly[3] = {0.5f, -1.0f, 0.25f};

int main(void)
{
    int i;

    fill(x, N, 1u);
    fill(y, N, 2u);

    /* y = 2.5 x + y, on the GPU (kernels.c) */
    saxpy(2.5f, x, y);

    /* x = poly(x), on the GPU, the coefficients in constant memory */
#pragma hicuda global alloc x[*] copyin
#pragma hicuda constant copyin poly[*]
#pragma hicuda kernel polynomial tblock(N/BLOCK) thread(BLOCK)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++)
        x[i] = (poly[2] * x[i] + poly[1]) * x[i] + poly[0];
#pragma hicuda kernel_end
#pragma hicuda global copyout x[*]
#pragma hicuda global free x
#pragma hicuda constant remove poly

    printf("N = %d\n", N);
    printf("checksum of y = %.4f\n", checksum(y, N));
    printf("checksum of x = %.4f\n", checksum(x, N));
    return 0;
}
