/* Block reduction in shared memory, barriers inside a loop, plus the
 * __syncthreads_count/_and/_or variants. */
#include "hicuda_test.h"
#define BS 128

__global__ void reduce(const int *in, int *out, int n, int *flags) {
    __shared__ int s[BS];
    int tid = threadIdx.x;
    int i = blockIdx.x * blockDim.x * 2 + tid; /* blockDim.x is unsigned */
    int v = 0;
    if (i < n) v += in[i];
    if (i + (int) blockDim.x < n) v += in[i + blockDim.x];
    s[tid] = v;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }
    int odd = __syncthreads_count(in[i < n ? i : 0] & 1);
    int all = __syncthreads_and(tid < 1000);
    int any = __syncthreads_or(tid == 5);
    if (tid == 0) {
        out[blockIdx.x] = s[0];
        flags[blockIdx.x * 3 + 0] = odd;
        flags[blockIdx.x * 3 + 1] = all;
        flags[blockIdx.x * 3 + 2] = any;
    }
}

int main(void) {
    const int n = 1000;
    int h[n];
    for (int i = 0; i < n; i++) h[i] = i + 1;
    int nb = (n + 2 * BS - 1) / (2 * BS);
    int *din, *dout, *dflags;
    CHECK(cudaMalloc((void **) &din, sizeof h));
    CHECK(cudaMalloc((void **) &dout, nb * sizeof(int)));
    CHECK(cudaMalloc((void **) &dflags, 3 * nb * sizeof(int)));
    CHECK(cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice));
    LAUNCH(reduce, nb, BS, 0, true, din, dout, n, dflags);
    CHECK(cudaGetLastError());
    int part[16], flags[48];
    CHECK(cudaMemcpy(part, dout, nb * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(flags, dflags, 3 * nb * sizeof(int), cudaMemcpyDeviceToHost));
    long total = 0;
    for (int b = 0; b < nb; b++) {
        printf("block %d sum %d odd %d and %d or %d\n", b, part[b], flags[3 * b], flags[3 * b + 1], flags[3 * b + 2]);
        total += part[b];
    }
    printf("total %ld expected %d\n", total, n * (n + 1) / 2);
    return 0;
}
