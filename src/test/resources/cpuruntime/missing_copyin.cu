/* The input is never copied to the device: device memory is uninitialised.
 * The CPU runtime poisons it with 0xFF bytes, so the floats read as NaN. */
#include "hicuda_test.h"

__global__ void scale(const float *in, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = 2.0f * in[i];
}

int main(void) {
    const int n = 100;
    float h[n];
    for (int i = 0; i < n; i++) h[i] = (float) i;
    float *din, *dout;
    CHECK(cudaMalloc((void **) &din, sizeof h));
    CHECK(cudaMalloc((void **) &dout, sizeof h));
    /* missing: cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice); */
    LAUNCH(scale, 1, 128, 0, false, din, dout, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, dout, sizeof h, cudaMemcpyDeviceToHost));
    int nans = 0;
    for (int i = 0; i < n; i++) nans += isnan(h[i]) ? 1 : 0;
    printf("NaN results: %d of %d\n", nans, n);
    return 0;
}
