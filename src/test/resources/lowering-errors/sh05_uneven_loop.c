// expect: 15:13: cannot keep the threads in step at the barriers: this 'break' would let a thread skip them (loop 'i' is partitioned over threads with iterations that do not divide evenly among them, so the work around its barriers is predicated)
/* a shared directive in a loop partitioned unevenly over threads: the work is predicated so that every thread
 * reaches the transfers (e2e/69_uneven_shared.c), but a jump out of the loop would let a thread skip them */
float A[1000], B[1000];

int main(void)
{
    int i;
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda kernel k tblock(1) thread(128)
#pragma hicuda loop_partition over_thread
    for (i = 0; i < 1000; i++) {
        if (A[i] < 0.0f)
            break;
#pragma hicuda shared alloc A[i] copyin
        B[i] = A[i];
#pragma hicuda shared remove A
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
    return 0;
}
