// expect: 12:1: shared memory needs the thread-space size along loop 'i' to be known at compile time (it is nt)
float A[1024], B[1024];

int main(void)
{
    int i, nt = 128;
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda kernel k tblock(1024 / nt) thread(nt)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < 1024; i++) {
#pragma hicuda shared alloc A[i] copyin
        B[i] = A[i];
#pragma hicuda shared remove A
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
    return 0;
}
