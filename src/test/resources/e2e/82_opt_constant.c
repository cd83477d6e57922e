/* 82_opt_constant.c: a small table that every thread reads at the same element in a loop (specialization
 * moves it to constant memory, per chunk of the host loop), a scalar argument that is a constant
 * (substituted), a float scale initialized with a float literal. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define CH 48

int main(int argc, char **argv)
{
    int nk = 192, nx = argc > 9 ? 100 : 1000, k, x, c;
    int stride = 4;
    float scale = 0.5f;
    float *kv = (float *)malloc(sizeof(float) * 4 * nk);
    float *px = (float *)malloc(sizeof(float) * nx);
    float *q = (float *)malloc(sizeof(float) * nx);
#pragma hicuda shape kv[nk][4]
#pragma hicuda shape px[nx]
#pragma hicuda shape q[nx]
    double s = 0.0;
    for (k = 0; k < 4 * nk; k++)
        kv[k] = (float)(k % 13) * 0.1f - 0.6f;
    for (x = 0; x < nx; x++) {
        px[x] = (float)(x % 7) * 0.01f;
        q[x] = 0.0f;
    }
#pragma hicuda global alloc kv[*][*] copyin
#pragma hicuda global alloc px[*] copyin
#pragma hicuda global alloc q[*] copyin
    for (c = 0; c < nk; c += CH) {
#pragma hicuda kernel accumulate tblock((nx + 127) / 128) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
        for (x = 0; x < nx; x++) {
            float sr = 0.0f;
            for (k = c; k < c + CH; k++)
                sr += kv[k * stride + 3] * cosf(scale * kv[k * stride + 0] * px[x]);
            q[x] += sr;
        }
#pragma hicuda kernel_end
    }
#pragma hicuda global copyout q[*]
#pragma hicuda global free kv px q
    for (x = 0; x < nx; x++)
        s += q[x] * (1 + x % 5);
    printf("%.4f\n", s);
    free(kv);
    free(px);
    free(q);
    return 0;
}
