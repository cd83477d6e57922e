// expect: 12:9: type 'long double' in device code: OpenCL C has no such type; use double
#define N 256
double A[N];

int main(void)
{
    int i;
#pragma hicuda global alloc A[*] copyin
#pragma hicuda kernel wide tblock(2) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        long double x = A[i];
        A[i] = (double) (x * x);
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout A[*]
#pragma hicuda global free A
    return 0;
}
