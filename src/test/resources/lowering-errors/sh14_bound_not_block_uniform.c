// expect: 20:1: shared directive inside a loop whose bounds depend on a thread's loop variable: the threads of a block would reach it a different number of times, and it needs a block-wide barrier (a bound may use such a variable v only as v / K, K a multiple of 64 for i)
// expect: 27:1: shared directive inside a loop whose bounds depend on a thread's loop variable: the threads of a block would reach it a different number of times, and it needs a block-wide barrier (a bound may use such a variable v only as v / K, K a multiple of 64 for i)
/* (i / K) * K is the same for the threads of a block only when K is a multiple of their span of i (64 here) */
#define N 512

float P[N];
float S[N];

int main(void)
{
    int i, jj, j;
#pragma hicuda global alloc P[*] copyin
#pragma hicuda global alloc S[*]
#pragma hicuda kernel k tblock(N / 64) thread(64)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        float s = 0.0f;
        /* K = 32: two runs of i in one block */
        for (jj = (i / 32) * 32; jj < N; jj += 32) {
#pragma hicuda shared alloc P[jj:jj+31] copyin
            for (j = jj; j < jj + 32; j++)
                s += P[j];
#pragma hicuda shared remove P
        }
        /* i itself */
        for (jj = i; jj < N; jj += 32) {
#pragma hicuda shared alloc P[jj:jj+31] copyin
            for (j = jj; j < jj + 32; j++)
                s += P[j];
#pragma hicuda shared remove P
        }
        S[i] = s;
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout S[*]
#pragma hicuda global free P S
    return 0;
}
