// expect: 18:15: pointer 'p' points to global memory and here to private memory: OpenCL C 1.2 has no generic address space, so a pointer may point into one memory only
#define N 256
float A[N], B[N];

int main(void)
{
    int i;
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda kernel pick tblock(2) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        float t = 1.0f;
        float *p = 0;
        if (i % 2)
            p = &A[i];
        else
            p = &t;
        B[i] = *p;
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
    return 0;
}
