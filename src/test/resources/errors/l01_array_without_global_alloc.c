// expect: 11:16: array 'a' is used in kernel 'scale_k' but no 'global alloc' directive reaches the kernel; add '#pragma hicuda global alloc a[*] copyin' before it
float a[256];
float b[256];

void scale(float f)
{
#pragma hicuda global alloc b[*] copyin
#pragma hicuda kernel scale_k tblock(2) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = 0; i < 256; i++)
        b[i] = a[i] * f;
#pragma hicuda kernel_end
#pragma hicuda global copyout b[*]
#pragma hicuda global free b
}
