/* Deep recursion in a kernel thread overflows the fiber stack (256 KiB by
 * default, HICUDA_CPU_STACK_KB): the guard page turns it into a clear error
 * instead of silent memory corruption. */
#include "hicuda_test.h"

__device__ int deep(int n, volatile int *sink) {
    volatile int frame[256];
    frame[n % 256] = n;
    if (n == 0) return frame[0];
    int r = deep(n - 1, sink) + frame[n % 256];
    *sink = r;
    return r;
}

__global__ void recurse(int depth, int *out) {
    __shared__ int s[4];
    s[threadIdx.x] = deep(depth, out + threadIdx.x);
    __syncthreads();
    out[threadIdx.x] = s[(threadIdx.x + 1) % 4];
}

int main(void) {
    int *d, h[4];
    CHECK(cudaMalloc((void **) &d, 4 * sizeof(int)));
    LAUNCH(recurse, 1, 4, 0, true, 10, d); /* shallow: fine */
    CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    printf("shallow %d\n", h[0]);
    fflush(stdout);
    LAUNCH(recurse, 1, 4, 0, true, 100000, d); /* about 100 MB of frames */
    cudaDeviceSynchronize();
    printf("not reached on the CPU target\n");
    return 0;
}
