// expect: 11:9: cannot keep the threads in step at the barrier under this if statement: move the barrier out of it or make the trip count a multiple of the thread count (loop 'i' is partitioned over threads with iterations that do not divide evenly among them, so the work around its barriers is predicated)
float a[100];

void f(void)
{
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(1) thread(32)
#pragma hicuda loop_partition over_thread
    for (int i = 0; i < 100; i++) {
        a[i] = a[i] * 0.5f;
        if (a[i] > 1.0f) {
#pragma hicuda barrier
            a[i] = 1.0f;
        }
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
}
