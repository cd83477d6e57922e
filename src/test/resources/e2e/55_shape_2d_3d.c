/* 55_shape_2d_3d.c: malloc'd 2-D and 3-D arrays with shape directives (runtime sizes), sections of them in
 * global directives (a 3-D interior copyin and a 3-D sub-box copyout, a 2-D row range), and linearized accesses
 * a[(x*ny + y)*nz + z] that must be promoted to a[x][y][z]; the kernel and its data directives are in a
 * function that receives the pointers and sizes as parameters (shape declared there). */
#include <stdio.h>
#include <stdlib.h>

static void smooth(float *u, float *v, double *w, int nx, int ny, int nz)
{
    int x, y, z;
#pragma hicuda shape u[nx][ny][nz]
#pragma hicuda shape v[nx][ny][nz]
#pragma hicuda shape w[nx][ny]

#pragma hicuda global alloc u[*][*][*] copyin
#pragma hicuda global alloc v[1:nx-2][1:ny-2][1:nz-2]
#pragma hicuda global alloc w[*][*] copyin w[1:nx-2][*]

#pragma hicuda kernel smooth3 tblock(2, 4) thread(4, 4, 16)
#pragma hicuda loop_partition over_tblock over_thread
    for (x = 1; x < nx - 1; x++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (y = 1; y < ny - 1; y++) {
#pragma hicuda loop_partition over_thread
            for (z = 1; z < nz - 1; z++)
                v[(x * ny + y) * nz + z] = (u[((x - 1) * ny + y) * nz + z] + u[((x + 1) * ny + y) * nz + z]
                                            + u[(x * ny + y - 1) * nz + z] + u[(x * ny + y + 1) * nz + z]
                                            + u[(x * ny + y) * nz + z - 1] + u[(x * ny + y) * nz + z + 1])
                                           / 6.0f;
        }
    }
#pragma hicuda kernel_end

#pragma hicuda kernel planeSum tblock(4) thread(8)
#pragma hicuda loop_partition over_tblock over_thread
    for (x = 1; x < nx - 1; x++)
        for (y = 1; y < ny - 1; y++) {
            double s = 0.0;
            for (z = 1; z < nz - 1; z++)
                s += (double)v[(x * ny + y) * nz + z];
            w[x * ny + y] = w[x * ny + y] + s;
        }
#pragma hicuda kernel_end

#pragma hicuda global copyout v[1:nx-2][1:ny-2][1:nz-2]
#pragma hicuda global copyout w[1:nx-2][*]
#pragma hicuda global free u v w
}

int main(void)
{
    int nx = 10, ny = 18, nz = 34;
    int x, y, z;
    float *u = (float *)malloc(sizeof(float) * nx * ny * nz);
    float *v = (float *)malloc(sizeof(float) * nx * ny * nz);
    double *w = (double *)malloc(sizeof(double) * nx * ny);
    double sv = 0.0, sw = 0.0;

    if (u == NULL || v == NULL || w == NULL)
        return 1;
    for (x = 0; x < nx; x++)
        for (y = 0; y < ny; y++) {
            for (z = 0; z < nz; z++) {
                u[(x * ny + y) * nz + z] = 0.5f + (float)((x * 3 + y * 5 + z * 7) % 31) / 31.0f;
                v[(x * ny + y) * nz + z] = 0.0f;
            }
            w[x * ny + y] = 1.0;
        }

    smooth(u, v, w, nx, ny, nz);

    for (x = 0; x < nx; x++)
        for (y = 0; y < ny; y++) {
            sw += w[x * ny + y];
            for (z = 0; z < nz; z++)
                sv += v[(x * ny + y) * nz + z];
        }
    printf("sumV %.5f\nsumW %.5f\n", sv, sw);
    for (x = 0; x < nx; x++)
        printf("w[%d][%d] = %.5f v[%d][%d][%d] = %.5f\n", x, (x * 3) % ny, w[x * ny + (x * 3) % ny], x, (x + 4) % ny,
               (x * 3 + 1) % nz, v[(x * ny + (x + 4) % ny) * nz + (x * 3 + 1) % nz]);
    free(u);
    free(v);
    free(w);
    return 0;
}
