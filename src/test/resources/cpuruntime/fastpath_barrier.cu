/* A kernel with __syncthreads launched on the fast path (uses_barriers=false
 * in the CPU target, as a buggy translator might do): the runtime must
 * report it instead of running the threads sequentially past the barrier. */
#include "hicuda_test.h"

__global__ void shift(const int *in, int *out) {
    __shared__ int s[32];
    s[threadIdx.x] = in[threadIdx.x];
    __syncthreads();
    out[threadIdx.x] = s[(threadIdx.x + 1) % 32];
}

int main(void) {
    int h[32], *din, *dout;
    for (int i = 0; i < 32; i++) h[i] = i;
    CHECK(cudaMalloc((void **) &din, sizeof h));
    CHECK(cudaMalloc((void **) &dout, sizeof h));
    CHECK(cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice));
    /* one thread a block: a barrier is trivially satisfied, allowed on the fast path */
    LAUNCH(shift, 1, 1, 0, false, din, dout);
    CHECK(cudaMemcpy(h, dout, sizeof(int), cudaMemcpyDeviceToHost));
    printf("single thread ok %d\n", h[0]);
    fflush(stdout);
    LAUNCH(shift, 1, 32, 0, false, din, dout);
    CHECK(cudaMemcpy(h, dout, sizeof h, cudaMemcpyDeviceToHost));
    printf("h[31] = %d\n", h[31]);
    return 0;
}
