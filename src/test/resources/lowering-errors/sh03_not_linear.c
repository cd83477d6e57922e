// expect: 12:32: cannot merge the section of 'A' over the threads of a block: dimension 1 is not a linear function of the thread-partitioned loop variables (i)
float A[1024], B[32];

int main(void)
{
    int i;
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda kernel k tblock(1) thread(32)
#pragma hicuda loop_partition over_thread
    for (i = 0; i < 32; i++) {
#pragma hicuda shared alloc A[i*i] copyin
        B[i] = A[i*i];
#pragma hicuda shared remove A
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
    return 0;
}
