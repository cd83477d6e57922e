/* Invalid launch configurations: the kernel does not run and the error is
 * reported (and cleared) by cudaGetLastError. */
#include "hicuda_test.h"

__global__ void touch(int *p) { p[threadIdx.x] = 1; }

int main(void) {
    int *d, h = 0;
    CHECK(cudaMalloc((void **) &d, 4096 * sizeof(int)));
    CHECK(cudaMemset(d, 0, 4096 * sizeof(int)));
    LAUNCH(touch, 1, 2048, 0, false, d);
    cudaError_t peek = cudaPeekAtLastError();
    cudaError_t e = cudaGetLastError();
    cudaError_t after = cudaGetLastError();
    printf("2048 threads: peek %s, get %s (%s), then %s\n", cudaGetErrorName(peek), cudaGetErrorName(e),
           cudaGetErrorString(e), cudaGetErrorName(after));
    CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
    printf("kernel ran: %d\n", h);
    LAUNCH(touch, 1, dim3(1, 1, 65), 0, false, d);
    printf("blockDim.z 65: %s\n", cudaGetErrorName(cudaGetLastError()));
    LAUNCH(touch, dim3(1, 65536), 1, 0, false, d);
    printf("gridDim.y 65536: %s\n", cudaGetErrorName(cudaGetLastError()));
    LAUNCH(touch, 0, 32, 0, false, d);
    printf("gridDim.x 0: %s\n", cudaGetErrorName(cudaGetLastError()));
    LAUNCH(touch, 4, dim3(32, 32), 0, false, d);
    e = cudaGetLastError();
    printf("1024 threads a block: %s\n", cudaGetErrorName(e));
    CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
    printf("kernel ran: %d\n", h);
    return 0;
}
