// expect: 11:5: shared directive (its transfers need block-wide barriers) inside loop 'i', which is partitioned over threads with iterations that do not divide evenly among them: some threads would reach the barrier fewer times than others and the block would deadlock; make the trip count a multiple of the thread count
float A[1000], B[1000];

int main(void)
{
    int i;
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda kernel k tblock(1) thread(128)
#pragma hicuda loop_partition over_thread
    for (i = 0; i < 1000; i++) {
#pragma hicuda shared alloc A[i] copyin
        B[i] = A[i];
#pragma hicuda shared remove A
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
    return 0;
}
