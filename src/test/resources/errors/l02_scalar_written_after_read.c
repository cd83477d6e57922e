// expect: 11:15: scalar 'sum' is written in kernel 'sum_k' after being read: each GPU thread has its own copy, so the host's value would not change; declare it inside the kernel region, or keep the result in an array with a 'global copyout' directive
float a[256];

float total(void)
{
    float sum = 0.0f;
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel sum_k tblock(2) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = 0; i < 256; i++)
        sum = sum + a[i];
#pragma hicuda kernel_end
#pragma hicuda global free a
    return sum;
}
