// expect: 9:29: 'a' is already allocated in global memory (at line 8); add 'global free a' before allocating it again
// expect note: 8:1: 'a' was allocated here
float a[128];

int main(void)
{
    int i;
#pragma hicuda global alloc a[*] copyin
#pragma hicuda global alloc a[0:63]
#pragma hicuda kernel inc tblock(1) thread(128)
#pragma hicuda loop_partition over_thread
    for (i = 0; i < 128; i++)
        a[i] = a[i] + 1.0f;
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
    return 0;
}
