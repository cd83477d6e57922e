// expect: 11:13: cannot keep the threads in step at the barriers: this 'continue' would let a thread skip them (loop 'i' is partitioned over threads with iterations that do not divide evenly among them, so the work around its barriers is predicated)
float a[100];

void f(void)
{
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(1) thread(32)
#pragma hicuda loop_partition over_thread
    for (int i = 0; i < 100; i++) {
        if (a[i] < 0.0f)
            continue;
        a[i] = a[i] * 0.5f;
#pragma hicuda barrier
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
}
