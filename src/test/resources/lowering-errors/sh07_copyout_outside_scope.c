// expect: 15:1: 'shared copyout A' is not inside the scope of a 'shared alloc A' (between the alloc and its remove)
float A[1024];

int main(void)
{
    int i;
#pragma hicuda global alloc A[*] copyin
#pragma hicuda kernel k tblock(8) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < 1024; i++) {
#pragma hicuda shared alloc A[i] copyin
        A[i] = A[i] * 2.0f;
#pragma hicuda barrier
#pragma hicuda shared remove A
#pragma hicuda shared copyout A[i]
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout A[*]
#pragma hicuda global free A
    return 0;
}
