// expect: 17:9: call of 'sync_step', which makes the threads of a block wait for each other (a barrier or shared-memory transfers), inside loop 'i', which is partitioned over threads with iterations that do not divide evenly among them: some threads would reach it fewer times than others and the block would deadlock; make the trip count a multiple of the thread count
float a[100];

static void sync_step(int i)
{
    a[i] = a[i] + 1.0f;
#pragma hicuda barrier
}

int main(void)
{
    int i;
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(1) thread(32)
#pragma hicuda loop_partition over_thread
    for (i = 0; i < 100; i++)
        sync_step(i);
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
    return 0;
}
