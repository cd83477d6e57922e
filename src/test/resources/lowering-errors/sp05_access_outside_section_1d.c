// expect: 14:20: access to 'A' in kernel 'k' is outside the allocated section: in its subscript the index 'i + 1' reaches 64 (its range is [1, 64]) but 'global alloc A[0:N-1]' (src/test/resources/lowering-errors/sp05_access_outside_section_1d.c:9) allocates [0, 63]; allocate a section that covers every index the kernel uses (dimension 1 as [0:64]), or keep the index inside the section
#define N 64
float A[N + 1], B[N];

int main(void)
{
    int i;

#pragma hicuda global alloc A[0:N-1] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda kernel k tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++)
        B[i] = A[i + 1] - A[i];
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
    return 0;
}
