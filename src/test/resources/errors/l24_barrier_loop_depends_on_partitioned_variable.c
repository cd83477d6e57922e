// expect: 10:9: cannot keep the threads in step at the barrier in this loop: its header uses 'i', which differs between threads, so they would reach the barrier different numbers of times (loop 'i' is partitioned over threads with iterations that do not divide evenly among them, so the work around its barriers is predicated)
float a[100];

void f(void)
{
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(1) thread(32)
#pragma hicuda loop_partition over_thread
    for (int i = 0; i < 100; i++) {
        for (int k = 0; k < i % 4; k++) {
            a[i] += 1.0f;
#pragma hicuda barrier
        }
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
}
