// expect: 12:9: type '__int128' in device code: OpenCL C has no such type
#define N 256
long A[N];

int main(void)
{
    int i;
#pragma hicuda global alloc A[*] copyin
#pragma hicuda kernel square tblock(2) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        __int128 x = A[i];
        A[i] = (long) ((x * x) >> 64);
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout A[*]
#pragma hicuda global free A
    return 0;
}
