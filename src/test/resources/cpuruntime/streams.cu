/* Two streams, async copies and launches with a stream argument. */
#include "hicuda_test.h"

__global__ void axpy(float a, const float *x, float *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

int main(void) {
    const int n = 1000, half = n / 2;
    float *hx, *hy;
    CHECK(cudaMallocHost((void **) &hx, n * sizeof(float)));
    CHECK(cudaMallocHost((void **) &hy, n * sizeof(float)));
    for (int i = 0; i < n; i++) { hx[i] = (float) i; hy[i] = 1.0f; }
    float *dx, *dy;
    CHECK(cudaMalloc((void **) &dx, n * sizeof(float)));
    CHECK(cudaMalloc((void **) &dy, n * sizeof(float)));
    cudaStream_t s[2];
    for (int k = 0; k < 2; k++) CHECK(cudaStreamCreate(&s[k]));
    for (int k = 0; k < 2; k++) {
        int off = k * half;
        CHECK(cudaMemcpyAsync(dx + off, hx + off, half * sizeof(float), cudaMemcpyHostToDevice, s[k]));
        CHECK(cudaMemcpyAsync(dy + off, hy + off, half * sizeof(float), cudaMemcpyHostToDevice, s[k]));
        LAUNCH_S(axpy, (half + 127) / 128, 128, 0, s[k], false, 2.0f + k, dx + off, dy + off, half);
        CHECK(cudaMemcpyAsync(hy + off, dy + off, half * sizeof(float), cudaMemcpyDeviceToHost, s[k]));
    }
    for (int k = 0; k < 2; k++) CHECK(cudaStreamSynchronize(s[k]));
    CHECK(cudaGetLastError());
    double sum = 0;
    for (int i = 0; i < n; i++) sum += hy[i];
    printf("y[0] %g y[499] %g y[500] %g y[999] %g sum %.1f\n", hy[0], hy[499], hy[500], hy[999], sum);
    for (int k = 0; k < 2; k++) CHECK(cudaStreamDestroy(s[k]));
    CHECK(cudaFreeHost(hx));
    CHECK(cudaFreeHost(hy));
    CHECK(cudaFree(dx));
    CHECK(cudaFree(dy));
    return 0;
}
