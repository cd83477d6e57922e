// expect: 13:1: shared directive inside an 'if' (line 12): every thread of the block must reach it, because its transfers are cooperative and need barriers; place it outside the conditional code
float A[1024], B[1024];

int main(void)
{
    int i;
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda kernel k tblock(8) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < 1024; i++) {
        if (i % 2 == 0) {
#pragma hicuda shared alloc A[i] copyin
            B[i] = A[i];
#pragma hicuda shared remove A
        }
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
    return 0;
}
