// expect: 13:18: access to 'A' in the scope of its 'shared alloc' must index all 2 dimensions (it indexes 1)
float A[64][64], B[64];

int main(void)
{
    int i;
#pragma hicuda global alloc A[*][*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda kernel k tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < 64; i++) {
#pragma hicuda shared alloc A[i][*] copyin
        B[i] = *(A[i]);
#pragma hicuda shared remove A
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
    return 0;
}
