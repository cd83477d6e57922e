/* 93_partition_in_callee.c: loop_partition, barrier, singular and shared directives inside functions
 * called from kernels, with the kernel's context carried in (journal §5.7.2): 'rows' partitions its loop
 * over the whole grid of kernel k1 (nesting level 0); 'partial' is called inside loops partitioned over
 * thread blocks and threads (level 1 each), synchronizes the block and sums it in a singular region;
 * 'smooth' stages a section in shared memory over its own partitioned loop. */
#include <stdio.h>

#define NB 8
#define NT 64
#define N (NB * NT * 4)

float A[N], B[N], S[N], PART[NB * NT], BLK[NB];

static float f(float x)
{
    return x * x + 1.0f;
}

static void rows(float *out, const float *in, int n)
{
    int i;
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < n; i++)
        out[i] = f(in[i]);
}

static void partial(int b, int t)
{
    int i;
    float s = 0.0f;
    for (i = (b * NT + t) * 4; i < (b * NT + t) * 4 + 4; i++)
        s += B[i];
    PART[b * NT + t] = s;
#pragma hicuda barrier
#pragma hicuda singular
    {
        float tot = 0.0f;
        for (i = 0; i < NT; i++)
            tot += PART[b * NT + i];
        BLK[b] = tot;
    }
#pragma hicuda singular_end
}

static void smooth(float *out, const float *in, int n)
{
    int i;
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
#pragma hicuda shared alloc in[i-1:i+1] copyin
        if (i > 0 && i < n - 1)
            out[i] = (in[i - 1] + 2.0f * in[i] + in[i + 1]) * 0.25f;
#pragma hicuda shared remove in
    }
}

int main(void)
{
    int i, b, t;
    double s = 0.0, ss = 0.0;
    for (i = 0; i < N; i++) {
        A[i] = (float)(i % 17) * 0.25f;
        B[i] = 0.0f;
        S[i] = 0.0f;
    }
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda global alloc S[*] copyin
#pragma hicuda global alloc PART[*]
#pragma hicuda global alloc BLK[*]
#pragma hicuda kernel k1 tblock(NB) thread(NT)
    rows(B, A, N);
#pragma hicuda kernel_end
#pragma hicuda kernel k2 tblock(NB) thread(NT)
#pragma hicuda loop_partition over_tblock
    for (b = 0; b < NB; b++) {
#pragma hicuda loop_partition over_thread
        for (t = 0; t < NT; t++)
            partial(b, t);
    }
#pragma hicuda kernel_end
#pragma hicuda kernel k3 tblock(NB * 4) thread(NT)
    smooth(S, B, N);
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global copyout S[*]
#pragma hicuda global copyout BLK[*]
#pragma hicuda global free A B S PART BLK
    for (i = 0; i < N; i++) {
        s += B[i];
        ss += S[i] * (double)(i % 3);
    }
    printf("sumB %.3f\nsumS %.3f\n", s, ss);
    for (i = 0; i < NB; i++)
        printf("BLK[%d] = %.3f\n", i, BLK[i]);
    return 0;
}
