// expect warning: 16:9: loop-carried dependence on 'w': different iterations of the partitioned loop write the same element here; iterations of the partitioned loop run in parallel
// expect note: 14:1: the loop of 'i' is partitioned here
// expect: 16:9: kernel 'k' writes to 'w', which is in constant memory (constant copyin at line 11): constant arrays are read-only in kernels; use 'global alloc' for an array that a kernel writes
#define N 256
float w[8], x[N];

int main(void)
{
    int i;
    for (i = 0; i < 8; i++) w[i] = 1.0f;
#pragma hicuda constant copyin w[*]
#pragma hicuda global alloc x[*] copyin
#pragma hicuda kernel k tblock(2) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        w[i % 8] = x[i];
        x[i] = 2.0f * x[i];
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout x[*]
#pragma hicuda global free x
#pragma hicuda constant remove w
    return 0;
}
