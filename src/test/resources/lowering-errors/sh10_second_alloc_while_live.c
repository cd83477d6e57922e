// expect: 14:1: second 'shared alloc A' while the one at line 12 is still live; add 'shared remove A' before it
float A[1024], B[1024];

int main(void)
{
    int i;
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda kernel k tblock(8) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < 1024; i++) {
#pragma hicuda shared alloc A[i] copyin
        B[i] = A[i];
#pragma hicuda shared alloc A[i-1:i+1] copyin
        B[i] += A[i];
#pragma hicuda shared remove A
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
    return 0;
}
