/* A 3-D grid of 3-D blocks: every (blockIdx, threadIdx) combination writes a
 * value derived from all twelve built-in components. */
#include "hicuda_test.h"

__global__ void ids(unsigned long long *out) {
    unsigned bid = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
    unsigned tid = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    unsigned nthreads = blockDim.x * blockDim.y * blockDim.z;
    unsigned long long v = 1 + blockIdx.x + 10ull * blockIdx.y + 100ull * blockIdx.z + 1000ull * threadIdx.x +
                           10000ull * threadIdx.y + 100000ull * threadIdx.z;
    out[bid * nthreads + tid] = v * (gridDim.x + 2 * gridDim.y + 3 * gridDim.z + blockDim.x + 2 * blockDim.y + 3 * blockDim.z);
}

int main(void) {
    dim3 grid(3, 2, 4), block(4, 3, 2);
    size_t total = (size_t) grid.x * grid.y * grid.z * block.x * block.y * block.z;
    unsigned long long *d, *h = (unsigned long long *) malloc(total * sizeof *h);
    CHECK(cudaMalloc((void **) &d, total * sizeof *h));
    LAUNCH(ids, grid, block, 0, false, d);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, d, total * sizeof *h, cudaMemcpyDeviceToHost));
    unsigned long long sum = 0, x = 0;
    int zeros = 0;
    for (size_t i = 0; i < total; i++) { sum += h[i]; x ^= h[i] * (i + 1); zeros += h[i] == 0; }
    printf("threads %zu sum %llu xor %llu zeros %d\n", total, sum, x, zeros);
    /* same grid with fibers (uses_barriers=true) must give the same result */
    CHECK(cudaMemset(d, 0, total * sizeof *h));
    LAUNCH(ids, grid, block, 0, true, d);
    CHECK(cudaMemcpy(h, d, total * sizeof *h, cudaMemcpyDeviceToHost));
    unsigned long long sum2 = 0;
    for (size_t i = 0; i < total; i++) sum2 += h[i];
    printf("fiber run equal: %d\n", sum == sum2);
    free(h);
    return 0;
}
