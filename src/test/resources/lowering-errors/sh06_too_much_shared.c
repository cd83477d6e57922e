// expect: 9:1: kernel 'k' needs 262144 bytes of shared memory per thread block; the limit on sm_90 is 232448 bytes (227 KB): make the shared sections smaller or remove them earlier
float A[65536], B[65536];

int main(void)
{
    int i;
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda kernel k tblock(1) thread(256)
#pragma hicuda loop_partition over_thread
    for (i = 0; i < 65536; i++) {
#pragma hicuda shared alloc A[*] copyin
        B[i] = A[i];
#pragma hicuda shared remove A
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
    return 0;
}
