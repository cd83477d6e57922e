/* Dynamic shared memory larger than 48 KiB: refused without the opt-in,
 * works after cudaFuncSetAttribute; above 227 KiB always refused. */
#include "hicuda_test.h"

__global__ void rev(const float *in, float *out, int n) {
    DYNAMIC_SHARED(float, buf);
    for (int i = threadIdx.x; i < n; i += blockDim.x) buf[i] = in[blockIdx.x * n + i];
    __syncthreads();
    for (int i = threadIdx.x; i < n; i += blockDim.x) out[blockIdx.x * n + i] = buf[n - 1 - i];
}

/* Dynamic shared memory is uninitialised: the CPU runtime fills it with 0xFF
 * bytes at the start of every block (NaN as float). */
__global__ void peek(int *nan_count) {
    DYNAMIC_SHARED(float, buf);
    if (isnan(buf[threadIdx.x])) atomicAdd(nan_count, 1);
    __syncthreads();
    buf[threadIdx.x] = 1.0f;
}

int main(void) {
    const int n = 16384; /* 64 KiB of floats */
    const size_t shm = n * sizeof(float);
    float *h = (float *) malloc(2 * shm);
    for (int i = 0; i < 2 * n; i++) h[i] = (float) i;
    float *din, *dout;
    CHECK(cudaMalloc((void **) &din, 2 * shm));
    CHECK(cudaMalloc((void **) &dout, 2 * shm));
    CHECK(cudaMemcpy(din, h, 2 * shm, cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dout, 0, 2 * shm));
    LAUNCH(rev, 2, 256, shm, true, din, dout, n);
    cudaError_t e = cudaGetLastError();
    printf("64 KiB without opt-in: %s\n", cudaGetErrorName(e));
    CHECK(cudaMemcpy(h, dout, 2 * shm, cudaMemcpyDeviceToHost));
    printf("untouched: %g\n", h[0]);
    CHECK(cudaFuncSetAttribute(rev, cudaFuncAttributeMaxDynamicSharedMemorySize, (int) shm));
    LAUNCH(rev, 2, 256, shm, true, din, dout, n);
    e = cudaGetLastError();
    printf("64 KiB with opt-in: %s\n", cudaGetErrorName(e));
    CHECK(cudaMemcpy(h, dout, 2 * shm, cudaMemcpyDeviceToHost));
    printf("out[0] %g out[n-1] %g out[n] %g out[2n-1] %g\n", h[0], h[n - 1], h[n], h[2 * n - 1]);
    e = cudaFuncSetAttribute(rev, cudaFuncAttributeMaxDynamicSharedMemorySize, 240 * 1024);
    printf("opt-in 240 KiB: %s\n", cudaGetErrorName(e));
    cudaGetLastError();
    LAUNCH(rev, 1, 256, 240 * 1024, true, din, dout, n);
    printf("launch with 240 KiB: %s\n", cudaGetErrorName(cudaGetLastError()));
    int *dcount, count = 0;
    CHECK(cudaMalloc((void **) &dcount, sizeof(int)));
    CHECK(cudaMemset(dcount, 0, sizeof(int)));
    LAUNCH(peek, 3, 64, 64 * sizeof(float), true, dcount);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&count, dcount, sizeof(int), cudaMemcpyDeviceToHost));
    printf("uninitialised shared floats read as NaN: %d of 192\n", count);
    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, 0));
    printf("sharedMemPerBlock %zu optin %zu\n", (size_t) prop.sharedMemPerBlock, (size_t) prop.sharedMemPerBlockOptin);
    free(h);
    return 0;
}
