// expect: 14:20: 'p' points to global memory but is declared together with variables that are not pointers: declare it separately
#define N 256
float A[N][8], B[N];

int main(void)
{
    int i;
#pragma hicuda global alloc A[*][*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda kernel rowsum tblock(2) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        float s = 0.0f;
        for (float *p = &A[i][0], k = 0; k < 8; k++, p++)
            s += *p * k;
        B[i] = s;
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
    return 0;
}
