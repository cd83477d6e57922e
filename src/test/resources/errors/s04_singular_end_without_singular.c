// expect: 10:1: 'singular_end' without a matching 'singular' in the same block
int counts[16];

void f(void)
{
#pragma hicuda global alloc counts[*] clear
#pragma hicuda kernel zero tblock(1) thread(16)
#pragma hicuda loop_partition over_thread
    for (int i = 0; i < 16; i++) counts[i] = 0;
#pragma hicuda singular_end
#pragma hicuda kernel_end
#pragma hicuda global free counts
}
