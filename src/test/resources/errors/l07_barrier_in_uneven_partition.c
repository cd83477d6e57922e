// expect: 9:5: barrier inside loop 'i', which is partitioned over threads with iterations that do not divide evenly among them: some threads would reach the barrier fewer times than others and the block would deadlock; make the trip count a multiple of the thread count
float a[100];

void f(void)
{
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(1) thread(32)
#pragma hicuda loop_partition over_thread
    for (int i = 0; i < 100; i++) {
        a[i] = a[i] * 0.5f;
#pragma hicuda barrier
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
}
