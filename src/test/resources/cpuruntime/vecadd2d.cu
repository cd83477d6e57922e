/* Vector add over a 2-D grid of 2-D blocks, with a partial last block. */
#include "hicuda_test.h"

__global__ void vadd(const float *a, const float *b, float *c, int w, int h) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) c[y * w + x] = a[y * w + x] + b[y * w + x];
}

int main(void) {
    const int w = 37, h = 21, n = w * h;
    float *ha = (float *) malloc(n * sizeof(float)), *hb = (float *) malloc(n * sizeof(float));
    float *hc = (float *) malloc(n * sizeof(float));
    for (int i = 0; i < n; i++) { ha[i] = (float) i; hb[i] = 0.5f * i; }
    float *da, *db, *dc;
    CHECK(cudaMalloc((void **) &da, n * sizeof(float)));
    CHECK(cudaMalloc((void **) &db, n * sizeof(float)));
    CHECK(cudaMalloc((void **) &dc, n * sizeof(float)));
    CHECK(cudaMemcpy(da, ha, n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(db, hb, n * sizeof(float), cudaMemcpyHostToDevice));
    dim3 block(8, 4);
    dim3 grid((w + block.x - 1) / block.x, (h + block.y - 1) / block.y);
    LAUNCH(vadd, grid, block, 0, false, da, db, dc, w, h);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(hc, dc, n * sizeof(float), cudaMemcpyDeviceToHost));
    int bad = 0;
    double sum = 0;
    for (int i = 0; i < n; i++) { if (hc[i] != 1.5f * i) bad++; sum += hc[i]; }
    printf("grid %ux%u block %ux%u\n", grid.x, grid.y, block.x, block.y);
    printf("mismatches %d sum %.1f\n", bad, sum);
    cudaFree(da); cudaFree(db); cudaFree(dc);
    free(ha); free(hb); free(hc);
    return 0;
}
