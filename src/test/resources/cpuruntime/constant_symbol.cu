/* __constant__ memory filled with cudaMemcpyToSymbol (with an offset), a
 * __device__ variable read back with cudaMemcpyFromSymbol and through
 * cudaGetSymbolAddress. */
#include "hicuda_test.h"

__constant__ float coef[8];
__device__ int counter;

__global__ void poly(const float *x, float *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float r = 0.0f;
        for (int k = 7; k >= 0; k--) r = r * x[i] + coef[k];
        y[i] = r;
        atomicAdd(&counter, 1);
    }
}

int main(void) {
    float c[8] = {1, 2, 3, 4, 0, 0, 0, 0};
    float tail[2] = {0.5f, 0.25f};
    CHECK(cudaMemcpyToSymbol(coef, c, sizeof c));
    CHECK(cudaMemcpyToSymbol(coef, tail, sizeof tail, 4 * sizeof(float)));
    int zero = 0;
    CHECK(cudaMemcpyToSymbol(counter, &zero, sizeof zero));
    const int n = 5;
    float hx[n] = {0, 1, 2, -1, 0.5f}, hy[n];
    float *dx, *dy;
    CHECK(cudaMalloc((void **) &dx, sizeof hx));
    CHECK(cudaMalloc((void **) &dy, sizeof hy));
    CHECK(cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice));
    LAUNCH(poly, 1, 32, 0, false, dx, dy, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hy, dy, sizeof hy, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) printf("p(%g) = %g\n", hx[i], hy[i]);
    int cnt = 0;
    CHECK(cudaMemcpyFromSymbol(&cnt, counter, sizeof cnt));
    printf("counter %d\n", cnt);
    float back[2];
    CHECK(cudaMemcpyFromSymbol(back, coef, sizeof back, 2 * sizeof(float)));
    printf("coef[2..3] %g %g\n", back[0], back[1]);
    void *addr;
    CHECK(cudaGetSymbolAddress(&addr, counter));
    CHECK(cudaMemset(addr, 0, sizeof(int)));
    CHECK(cudaMemcpy(&cnt, addr, sizeof cnt, cudaMemcpyDeviceToHost));
    printf("counter after memset %d\n", cnt);
    cudaError_t e = cudaMemcpyToSymbol(coef, c, sizeof c, 4 * sizeof(float));
    printf("out of range: %s\n", cudaGetErrorName(e));
    return 0;
}
