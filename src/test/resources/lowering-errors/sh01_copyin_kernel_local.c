// expect: 11:1: 'T' is declared inside the kernel, so it has no data in global memory to copy in from; use 'shared alloc T[...]' without copy clauses
float B[256];

int main(void)
{
    int i;
#pragma hicuda global alloc B[*]
#pragma hicuda kernel k tblock(2) thread(128)
    {
        float T[128];
#pragma hicuda shared alloc T[*] copyin
#pragma hicuda loop_partition over_tblock over_thread
        for (i = 0; i < 256; i++)
            B[i] = T[i % 128];
#pragma hicuda shared remove T
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global free B
    return 0;
}
