// expect: 15:9: 'kk' is changed inside the scope of 'shared alloc A' (line 13), whose section depends on it; the shared copy would no longer match the accesses
float A[1024], B[1024];

int main(void)
{
    int i, kk;
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda kernel k tblock(8) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < 1024; i++) {
        kk = 0;
#pragma hicuda shared alloc A[kk:kk+31] copyin
        B[i] = A[kk];
        kk = kk + 1;
#pragma hicuda shared remove A
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
    return 0;
}
