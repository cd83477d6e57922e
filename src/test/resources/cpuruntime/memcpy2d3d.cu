/* cudaMallocPitch + cudaMemcpy2D of a sub-rectangle, and cudaMemcpy3D of a
 * sub-box between pitched host and device volumes; direction checks. */
#include "hicuda_test.h"

__global__ void inc2d(float *p, size_t pitch, int w, int h) {
    int x = threadIdx.x, y = blockIdx.x;
    if (x < w && y < h) ((float *) ((char *) p + y * pitch))[x] += 1000.0f;
}

int main(void) {
    /* ---- 2-D ---- */
    const int W = 10, H = 6;
    float host[H][W];
    for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) host[y][x] = (float) (y * 100 + x);
    float *dev;
    size_t pitch;
    CHECK(cudaMallocPitch((void **) &dev, &pitch, W * sizeof(float), H));
    printf("pitch >= row: %d, pitch %% 4 == 0: %d\n", pitch >= W * sizeof(float), pitch % 4 == 0);
    CHECK(cudaMemcpy2D(dev, pitch, host, W * sizeof(float), W * sizeof(float), H, cudaMemcpyHostToDevice));
    LAUNCH(inc2d, H, 32, 0, false, dev, pitch, W, H);
    CHECK(cudaGetLastError());
    /* copy back the 4x3 sub-rectangle starting at (x=2, y=1) */
    float sub[3][4];
    CHECK(cudaMemcpy2D(sub, 4 * sizeof(float), (char *) dev + 1 * pitch + 2 * sizeof(float), pitch,
                       4 * sizeof(float), 3, cudaMemcpyDeviceToHost));
    for (int y = 0; y < 3; y++) printf("sub2d %g %g %g %g\n", sub[y][0], sub[y][1], sub[y][2], sub[y][3]);
    cudaError_t e = cudaMemcpy2D(sub, 2 * sizeof(float), dev, pitch, 4 * sizeof(float), 3, cudaMemcpyDeviceToHost);
    printf("width > dpitch: %s\n", cudaGetErrorName(e));
    cudaGetLastError();

    /* ---- 3-D ---- */
    const int NX = 7, NY = 5, NZ = 4;
    static int vol[NZ][NY][NX];
    for (int z = 0; z < NZ; z++) for (int y = 0; y < NY; y++) for (int x = 0; x < NX; x++) vol[z][y][x] = z * 10000 + y * 100 + x;
    cudaExtent ext = make_cudaExtent(NX * sizeof(int), NY, NZ);
    cudaPitchedPtr dvol;
    CHECK(cudaMalloc3D(&dvol, ext));
    CHECK(cudaMemset(dvol.ptr, 0, dvol.pitch * NY * NZ));
    cudaMemcpy3DParms p = {};
    p.srcPtr = make_cudaPitchedPtr(vol, NX * sizeof(int), NX, NY);
    p.dstPtr = dvol;
    p.extent = ext;
    p.kind = cudaMemcpyHostToDevice;
    CHECK(cudaMemcpy3D(&p));
    /* copy back the box x 2..4, y 1..3, z 1..2 into a packed 3x3x2 array */
    int box[2][3][3];
    for (int i = 0; i < 18; i++) ((int *) box)[i] = -1;
    cudaMemcpy3DParms q = {};
    q.srcPtr = dvol;
    q.srcPos = make_cudaPos(2 * sizeof(int), 1, 1);
    q.dstPtr = make_cudaPitchedPtr(box, 3 * sizeof(int), 3, 3);
    q.dstPos = make_cudaPos(0, 0, 0);
    q.extent = make_cudaExtent(3 * sizeof(int), 3, 2);
    q.kind = cudaMemcpyDeviceToHost;
    CHECK(cudaMemcpy3D(&q));
    for (int z = 0; z < 2; z++)
        for (int y = 0; y < 3; y++) printf("box z%d y%d: %d %d %d\n", z, y, box[z][y][0], box[z][y][1], box[z][y][2]);
    /* device-to-device 3-D copy into a second volume at an offset */
    cudaPitchedPtr dvol2;
    CHECK(cudaMalloc3D(&dvol2, ext));
    CHECK(cudaMemset(dvol2.ptr, 0, dvol2.pitch * NY * NZ));
    cudaMemcpy3DParms r = {};
    r.srcPtr = dvol;
    r.dstPtr = dvol2;
    r.dstPos = make_cudaPos(1 * sizeof(int), 2, 3);
    r.extent = make_cudaExtent(2 * sizeof(int), 2, 1);
    r.kind = cudaMemcpyDeviceToDevice;
    CHECK(cudaMemcpy3D(&r));
    int row[NX];
    CHECK(cudaMemcpy(row, (char *) dvol2.ptr + 3 * dvol2.pitch * NY + 3 * dvol2.pitch, sizeof row, cudaMemcpyDeviceToHost));
    printf("d2d row: %d %d %d %d\n", row[0], row[1], row[2], row[3]);
    /* wrong direction: host source declared as device */
    q.kind = cudaMemcpyHostToDevice;
    printf("wrong kind: %s\n", cudaGetErrorName(cudaMemcpy3D(&q)));
    e = cudaMemcpy(row, dvol.ptr, sizeof row, cudaMemcpyHostToDevice);
    printf("memcpy H2D with swapped pointers: %s\n", cudaGetErrorName(e));
    e = cudaMemcpy(dvol.ptr, row, dvol.pitch * NY * NZ + 4, cudaMemcpyHostToDevice);
    printf("memcpy past the allocation: %s\n", cudaGetErrorName(e));
    e = cudaFree(row);
    printf("cudaFree(host pointer): %s\n", cudaGetErrorName(e));
    cudaGetLastError();
    CHECK(cudaFree(dev));
    CHECK(cudaFree(dvol.ptr));
    CHECK(cudaFree(dvol2.ptr));
    return 0;
}
