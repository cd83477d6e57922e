/* Events around a kernel: the elapsed time is checked, never printed. */
#include "hicuda_test.h"

__global__ void work(float *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) { float v = p[i]; for (int k = 0; k < 100; k++) v = v * 0.99f + 1.0f; p[i] = v; }
}

int main(void) {
    const int n = 1 << 14;
    float *d;
    CHECK(cudaMalloc((void **) &d, n * sizeof(float)));
    CHECK(cudaMemset(d, 0, n * sizeof(float)));
    cudaEvent_t start, stop;
    CHECK(cudaEventCreate(&start));
    CHECK(cudaEventCreate(&stop));
    CHECK(cudaEventRecord(start, 0));
    LAUNCH(work, (n + 255) / 256, 256, 0, false, d, n);
    CHECK(cudaEventRecord(stop, 0));
    CHECK(cudaEventSynchronize(stop));
    float ms = -1.0f;
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    printf("elapsed time is non-negative and finite: %d\n", ms >= 0.0f && ms < 1e7f);
    float h;
    CHECK(cudaMemcpy(&h, d + 5, sizeof h, cudaMemcpyDeviceToHost));
    printf("p[5] = %.3f\n", h);
    CHECK(cudaEventDestroy(start));
    CHECK(cudaEventDestroy(stop));
    return 0;
}
