/* Histogram with a per-block shared histogram and atomics, plus the other
 * atomic operations. */
#include "hicuda_test.h"
#define BINS 16

__global__ void histo(const unsigned char *data, int n, unsigned *bins) {
    __shared__ unsigned local[BINS];
    if (threadIdx.x < BINS) local[threadIdx.x] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&local[data[i] % BINS], 1u);
    __syncthreads();
    if (threadIdx.x < BINS) atomicAdd(&bins[threadIdx.x], local[threadIdx.x]);
}

__global__ void misc(int *iv, unsigned *uv, float *fv, double *dv, unsigned long long *lv) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    atomicMax(&iv[0], t * 3 % 17);
    atomicMin(&iv[1], 100 - t);
    atomicSub(&iv[2], 2);
    atomicExch(&iv[3], 42);
    atomicCAS(&iv[4], 0, t + 1); /* only the first succeeds */
    atomicAnd(&uv[0], ~(1u << (t % 32)));
    atomicOr(&uv[1], 1u << (t % 32));
    atomicXor(&uv[2], 1u << (t % 8));
    atomicInc(&uv[3], 9u);
    atomicDec(&uv[4], 5u);
    atomicAdd(&fv[0], 0.5f);
    atomicAdd(&dv[0], 0.25);
    atomicAdd(&lv[0], 1ull << 33);
}

int main(void) {
    const int n = 10000;
    unsigned char *h = (unsigned char *) malloc(n);
    unsigned seed = 12345u;
    for (int i = 0; i < n; i++) { seed = seed * 1103515245u + 12345u; h[i] = (unsigned char) (seed >> 16); }
    unsigned expect[BINS] = {0};
    for (int i = 0; i < n; i++) expect[h[i] % BINS]++;
    unsigned char *dd;
    unsigned *dbins;
    CHECK(cudaMalloc((void **) &dd, n));
    CHECK(cudaMalloc((void **) &dbins, BINS * sizeof(unsigned)));
    CHECK(cudaMemcpy(dd, h, n, cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dbins, 0, BINS * sizeof(unsigned)));
    LAUNCH(histo, 8, 128, 0, true, dd, n, dbins);
    CHECK(cudaGetLastError());
    unsigned bins[BINS];
    CHECK(cudaMemcpy(bins, dbins, sizeof bins, cudaMemcpyDeviceToHost));
    int bad = 0;
    unsigned total = 0;
    for (int b = 0; b < BINS; b++) { bad += bins[b] != expect[b]; total += bins[b]; }
    printf("histogram total %u mismatching bins %d bin0 %u bin15 %u\n", total, bad, bins[0], bins[15]);

    int iv[5] = {0, 1000, 0, 0, 0};
    unsigned uv[5] = {0xffffffffu, 0, 0, 0, 0};
    float fv = 0;
    double dv = 0;
    unsigned long long lv = 0;
    int *div; unsigned *duv; float *dfv; double *ddv; unsigned long long *dlv;
    CHECK(cudaMalloc((void **) &div, sizeof iv));
    CHECK(cudaMalloc((void **) &duv, sizeof uv));
    CHECK(cudaMalloc((void **) &dfv, sizeof fv));
    CHECK(cudaMalloc((void **) &ddv, sizeof dv));
    CHECK(cudaMalloc((void **) &dlv, sizeof lv));
    CHECK(cudaMemcpy(div, iv, sizeof iv, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(duv, uv, sizeof uv, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dfv, &fv, sizeof fv, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(ddv, &dv, sizeof dv, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dlv, &lv, sizeof lv, cudaMemcpyHostToDevice));
    LAUNCH(misc, 2, 48, 0, false, div, duv, dfv, ddv, dlv);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(iv, div, sizeof iv, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(uv, duv, sizeof uv, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&fv, dfv, sizeof fv, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&dv, ddv, sizeof dv, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&lv, dlv, sizeof lv, cudaMemcpyDeviceToHost));
    printf("max %d min %d sub %d exch %d cas-nonzero %d\n", iv[0], iv[1], iv[2], iv[3], iv[4] != 0);
    printf("and %08x or %08x xor %08x inc %u dec %u\n", uv[0], uv[1], uv[2], uv[3], uv[4]);
    printf("fadd %g dadd %g ulladd %llu\n", fv, dv, lv);
    free(h);
    return 0;
}
