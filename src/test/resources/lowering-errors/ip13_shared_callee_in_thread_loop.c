// expect: 20:9: 'stage' holds shared directives (kernel 'k' (src/test/resources/lowering-errors/ip13_shared_callee_in_thread_loop.c:17) → stage (src/test/resources/lowering-errors/ip13_shared_callee_in_thread_loop.c:20)) but is called inside a loop partitioned over threads: its shared sections would have to be merged over the threads of the block through the call; call it outside the loops partitioned over threads, or partition the loop inside it
float a[256];
float b[256];

static void stage(int i)
{
#pragma hicuda shared alloc a[i:i] copyin
    b[i] = a[i] * 2.0f;
#pragma hicuda shared remove a
}

int main(void)
{
    int i;
#pragma hicuda global alloc a[*] copyin
#pragma hicuda global alloc b[*]
#pragma hicuda kernel k tblock(2) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < 256; i++)
        stage(i);
#pragma hicuda kernel_end
#pragma hicuda global copyout b[*]
#pragma hicuda global free a b
    return 0;
}
