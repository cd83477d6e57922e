/* 92_device_constant_from_main.c: a device function reading constant memory that main set up (journal
 * §5.7.2: the 'constant copyin' in main reaches the kernel in 'absorb' through the call, and the
 * functions the kernel calls read the constant copy of the file-scope struct array, c_MEDIA). */
#include <stdio.h>

#define NL 3
#define N 2048

struct medium {
    float depth;  /* lower boundary */
    float mua;    /* absorption coefficient */
    float mus;    /* scattering coefficient */
};

struct medium MEDIA[NL];
float Z[N];
float E[N];

static int layer_of(float z)
{
    int l = 0;
    while (l < NL - 1 && z > MEDIA[l].depth)
        l++;
    return l;
}

static float attenuation(float z)
{
    int l = layer_of(z);
    return MEDIA[l].mua / (MEDIA[l].mua + MEDIA[l].mus);
}

static void absorb(int n)
{
    int i;
#pragma hicuda kernel absorbK tblock(n / 256) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < n; i++)
        E[i] = Z[i] * attenuation(Z[i]) + (float) layer_of(Z[i]);
#pragma hicuda kernel_end
}

int main(void)
{
    int i;
    double s = 0.0;
    MEDIA[0].depth = 0.1f;
    MEDIA[0].mua = 1.0f;
    MEDIA[0].mus = 10.0f;
    MEDIA[1].depth = 0.5f;
    MEDIA[1].mua = 0.2f;
    MEDIA[1].mus = 30.0f;
    MEDIA[2].depth = 1.0f;
    MEDIA[2].mua = 0.5f;
    MEDIA[2].mus = 5.0f;
    for (i = 0; i < N; i++) {
        Z[i] = (float)i / (float)N;
        E[i] = 0.0f;
    }
#pragma hicuda constant copyin MEDIA[*]
#pragma hicuda global alloc Z[*] copyin
#pragma hicuda global alloc E[*]
    absorb(N);
#pragma hicuda global copyout E[*]
#pragma hicuda global free Z E
#pragma hicuda constant remove MEDIA
    for (i = 0; i < N; i++)
        s += E[i];
    printf("sumE %.5f\n", s);
    for (i = 0; i < N; i += 255)
        printf("E[%d] = %.6f\n", i, E[i]);
    return 0;
}
