/* Barrier divergence: threads of the upper half return before the barrier.
 * Undefined behaviour on a GPU; the CPU runtime must stop with exit 70. */
#include "hicuda_test.h"

__global__ void diverge(int *out) {
    __shared__ int s[64];
    if (threadIdx.x >= 32) return;
    s[threadIdx.x] = threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = s[(threadIdx.x + 1) % 32];
}

int main(void) {
    int *d;
    CHECK(cudaMalloc((void **) &d, 64 * sizeof(int)));
    printf("launching\n");
    fflush(stdout);
    LAUNCH(diverge, 2, 64, 0, true, d);
    cudaDeviceSynchronize();
    printf("not reached on the CPU target\n");
    return 0;
}
