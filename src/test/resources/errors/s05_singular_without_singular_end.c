// expect: 8:1: 'singular' has no matching 'singular_end' before 'kernel_end'
int counts[16];

void f(void)
{
#pragma hicuda global alloc counts[*] clear
#pragma hicuda kernel zero tblock(1) thread(16)
#pragma hicuda singular
    counts[0] = 1;
#pragma hicuda kernel_end
#pragma hicuda global copyout counts[*]
#pragma hicuda global free counts
}
