/* Shared-memory tiled matrix multiply with __syncthreads (padded tiles). */
#include "hicuda_test.h"
#define TILE 16

__global__ void matmul(const float *A, const float *B, float *C, int n) {
    __shared__ float As[TILE][TILE + 1];
    __shared__ float Bs[TILE][TILE + 1];
    int row = blockIdx.y * TILE + threadIdx.y;
    int col = blockIdx.x * TILE + threadIdx.x;
    float acc = 0.0f;
    for (int t = 0; t < (n + TILE - 1) / TILE; t++) {
        int ac = t * TILE + threadIdx.x, br = t * TILE + threadIdx.y;
        As[threadIdx.y][threadIdx.x] = (row < n && ac < n) ? A[row * n + ac] : 0.0f;
        Bs[threadIdx.y][threadIdx.x] = (br < n && col < n) ? B[br * n + col] : 0.0f;
        __syncthreads();
        for (int k = 0; k < TILE; k++) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
        __syncthreads();
    }
    if (row < n && col < n) C[row * n + col] = acc;
}

int main(void) {
    const int n = 50;
    size_t bytes = n * n * sizeof(float);
    float *A = (float *) malloc(bytes), *B = (float *) malloc(bytes), *C = (float *) malloc(bytes);
    for (int i = 0; i < n * n; i++) { A[i] = (float) (i % 7) - 3.0f; B[i] = (float) (i % 5) - 2.0f; }
    float *dA, *dB, *dC;
    CHECK(cudaMalloc((void **) &dA, bytes));
    CHECK(cudaMalloc((void **) &dB, bytes));
    CHECK(cudaMalloc((void **) &dC, bytes));
    CHECK(cudaMemcpy(dA, A, bytes, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, B, bytes, cudaMemcpyHostToDevice));
    dim3 block(TILE, TILE), grid((n + TILE - 1) / TILE, (n + TILE - 1) / TILE);
    LAUNCH(matmul, grid, block, 0, true, dA, dB, dC, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(C, dC, bytes, cudaMemcpyDeviceToHost));
    int bad = 0;
    double trace = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            float r = 0;
            for (int k = 0; k < n; k++) r += A[i * n + k] * B[k * n + j];
            if (r != C[i * n + j]) bad++;
            if (i == j) trace += C[i * n + j];
        }
    printf("n %d mismatches %d trace %.1f C[1][2] %.1f\n", n, bad, trace, C[1 * n + 2]);
    cudaFree(dA); cudaFree(dB); cudaFree(dC);
    free(A); free(B); free(C);
    return 0;
}
