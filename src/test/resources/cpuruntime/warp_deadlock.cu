/* Half of a warp calls __shfl_sync with a full mask while the other half
 * waits at __syncthreads: undefined behaviour on a GPU (the mask names lanes
 * that do not execute the shuffle); the CPU runtime reports a deadlock. */
#include "hicuda_test.h"

__global__ void bad(int *out) {
    int v = threadIdx.x;
    if (threadIdx.x < 16) v = __shfl_sync(0xffffffffu, v, threadIdx.x + 16);
    __syncthreads();
    out[threadIdx.x] = v;
}

int main(void) {
    int *d;
    CHECK(cudaMalloc((void **) &d, 32 * sizeof(int)));
    printf("launching\n");
    fflush(stdout);
    LAUNCH(bad, 1, 32, 0, true, d);
    cudaDeviceSynchronize();
    printf("not reached on the CPU target\n");
    return 0;
}
