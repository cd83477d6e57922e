// expect: 12:53: the section to copy of 'A' is not inside its shared allocation in dimension 1 (allocated i - (int)threadIdx.x .. +127, copied i - (int)threadIdx.x - 1 .. +129)
float A[1024], B[1024];

int main(void)
{
    int i;
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda kernel k tblock(8) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < 1024; i++) {
#pragma hicuda shared alloc A[i] copyin(nobndcheck) A[i-1:i+1]
        B[i] = A[i];
#pragma hicuda shared remove A
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
    return 0;
}
