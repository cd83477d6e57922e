/* The constant pool as hicuda generates it: one __constant__ byte array,
 * typed views at offsets, filled with cudaMemcpyToSymbol (with an offset) and
 * through cudaGetSymbolAddress + cudaMemcpy2D.  Constant memory is separate
 * storage: it reads as zeros before any copy (like every __constant__
 * variable without an initializer on the GPU), later changes of the host
 * array are not seen, a copy into bytes shared with an earlier view
 * overwrites what that view reads, and a copy past the end of the pool
 * fails. */
#include "hicuda_test.h"

__constant__ __align__(8) unsigned char hicuda_constant_pool[64];
#define c_A ((const float *) (hicuda_constant_pool + 0))
#define c_B ((const double (*)[2]) (hicuda_constant_pool + 16))
#define c_C ((const int *) (hicuda_constant_pool + 0))

__global__ void readA(float *out) { out[threadIdx.x] = c_A[threadIdx.x]; }
__global__ void readB(double *out) { out[threadIdx.x] = c_B[threadIdx.x / 2][threadIdx.x % 2]; }

int main(void) {
    float *dA;
    double *dB;
    float hA[4];
    double hB[6];
    CHECK(cudaMalloc((void **) &dA, sizeof hA));
    CHECK(cudaMalloc((void **) &dB, sizeof hB));

    LAUNCH(readA, 1, 4, 0, false, dA);
    CHECK(cudaMemcpy(hA, dA, sizeof hA, cudaMemcpyDeviceToHost));
    printf("before any copy: %g %g %g %g\n", hA[0], hA[1], hA[2], hA[3]);

    float A[4] = {1.5f, 2.5f, 3.5f, 4.5f};
    CHECK(cudaMemcpyToSymbol(hicuda_constant_pool, A, sizeof A, 0));
    A[0] = -1.0f; /* the copy in constant memory does not change */
    LAUNCH(readA, 1, 4, 0, false, dA);
    CHECK(cudaMemcpy(hA, dA, sizeof hA, cudaMemcpyDeviceToHost));
    printf("after copyin: %g %g %g %g\n", hA[0], hA[1], hA[2], hA[3]);

    /* rows 1..3 of a 5x4 matrix, columns 1..2: a strided section */
    double M[5][4];
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 4; j++) M[i][j] = 10 * i + j;
    unsigned char *pool;
    CHECK(cudaGetSymbolAddress((void **) &pool, hicuda_constant_pool));
    CHECK(cudaMemcpy2D(pool + 16, 2 * sizeof(double), &M[1][1], 4 * sizeof(double), 2 * sizeof(double), 3,
                       cudaMemcpyHostToDevice));
    LAUNCH(readB, 1, 6, 0, false, dB);
    CHECK(cudaMemcpy(hB, dB, sizeof hB, cudaMemcpyDeviceToHost));
    printf("strided section: %g %g %g %g %g %g\n", hB[0], hB[1], hB[2], hB[3], hB[4], hB[5]);

    /* C reuses A's bytes (their scopes do not overlap): A's view now reads C's data */
    int C[2] = {1, 2};
    CHECK(cudaMemcpyToSymbol(hicuda_constant_pool, C, sizeof C, 0));
    LAUNCH(readA, 1, 4, 0, false, dA);
    CHECK(cudaMemcpy(hA, dA, sizeof hA, cudaMemcpyDeviceToHost));
    printf("A's bytes reused: %s %g %g\n", hA[0] == 1.5f ? "same" : "changed", hA[2], hA[3]);

    cudaError_t e = cudaMemcpyToSymbol(hicuda_constant_pool, A, sizeof A, 52);
    printf("past the end of the pool: %s\n", cudaGetErrorName(e));
    CHECK(cudaFree(dA));
    CHECK(cudaFree(dB));
    return 0;
}
