/* 84_opt_left_alone.c: kernels that resemble what the optimizer transforms but that it must leave as
 * written (the report says why): an accumulator whose loop also updates an element of the array through
 * a permutation the compiler cannot see through (it is the identity: the same element, aliasing), an accumulator in a loop that may run no iteration, a kernel
 * with the programmer's shared directive (an explicit directive wins), a table the host changes
 * between kernels (not moved to constant memory), a gather through an index array (not affine). */
#include <stdio.h>

#define N 64
#define K 16

float A[N][N], C[N][N], D[N], T[K];
int idx[N], cnt[N], perm[N];

int main(void)
{
    int i, j, k, r;
    double s = 0.0;
    for (i = 0; i < N; i++) {
        for (j = 0; j < N; j++)
            A[i][j] = (float)((i + 3 * j) % 9) - 4.0f;
        idx[i] = (i * 13) % N;
        cnt[i] = i % 3;
        perm[i] = i;
        D[i] = 0.0f;
    }
    for (k = 0; k < K; k++)
        T[k] = 0.25f * k;
#pragma hicuda global alloc A[*][*] copyin
#pragma hicuda global alloc C[*][*] clear
#pragma hicuda global alloc D[*] copyin
#pragma hicuda global alloc idx[*] copyin
#pragma hicuda global alloc cnt[*] copyin
#pragma hicuda global alloc perm[*] copyin
#pragma hicuda global alloc T[*] copyin
#pragma hicuda kernel alias tblock(N / 16, N / 16) thread(16, 16)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 0; j < N; j++) {
            for (k = 0; k < 4; k++) {
                C[i][j] += A[i][k];
                C[i][perm[j]] *= 0.5f;
            }
        }
    }
#pragma hicuda kernel_end
#pragma hicuda kernel maybe_empty tblock(N / 32) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++)
        for (k = 0; k < cnt[i]; k++)
            D[i] += A[i][k];
#pragma hicuda kernel_end
#pragma hicuda kernel explicit_shared tblock(N / 16) thread(16)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
#pragma hicuda shared alloc A[i][*] copyin
        float t = 0.0f;
        for (j = 0; j < N; j++)
            t += A[i][j];
        D[i] += t;
#pragma hicuda shared remove A
    }
#pragma hicuda kernel_end
    for (r = 0; r < 2; r++) {
#pragma hicuda kernel table tblock(N / 32) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
        for (i = 0; i < N; i++)
            for (k = 0; k < K; k++)
                D[i] += T[k] * A[i][idx[i]];
#pragma hicuda kernel_end
        T[r] = T[r] * 1.0f; /* a host write (of the same value) while the device copy is live */
    }
#pragma hicuda global copyout C[*][*]
#pragma hicuda global copyout D[*]
#pragma hicuda global free A C D idx cnt perm T
    for (i = 0; i < N; i++) {
        s += D[i] * (1 + i % 4);
        for (j = 0; j < N; j++)
            s += C[i][j] * (1 + (i + j) % 3);
    }
    printf("%.3f\n", s);
    return 0;
}
