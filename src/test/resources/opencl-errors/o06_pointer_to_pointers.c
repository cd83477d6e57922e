// expect: 14:15: 'pp' is a pointer to pointers: the OpenCL target does not support those in device code (OpenCL C 1.2 would need the address space of each level)
#define N 256
float A[N], B[N];

int main(void)
{
    int i;
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda kernel twice tblock(2) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        float *p = &A[i];
        float **pp = &p;
        B[i] = **pp;
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
    return 0;
}
