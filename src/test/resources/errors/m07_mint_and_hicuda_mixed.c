// expect: 13:1: '#pragma hicuda global' inside the 'mint parallel' region of line 11: hiCUDA and Mint directives cannot be mixed in one region
// expect: 21:1: '#pragma mint barrier' inside hiCUDA kernel 'k': hiCUDA and Mint directives cannot be mixed in one region
/* A hiCUDA directive inside a Mint region, and a Mint directive inside a hiCUDA kernel. */
#define N 256
float a[N], b[N];

int main(void)
{
    int i;
#pragma mint copy(a, toDevice, N)
#pragma mint parallel
    {
#pragma hicuda global alloc b[*]
#pragma mint for
        for (i = 0; i < N; i++)
            a[i] = a[i] + 1.0f;
    }
#pragma mint copy(a, fromDevice, N)
#pragma hicuda global alloc b[*] copyin
#pragma hicuda kernel k tblock(2) thread(128)
#pragma mint barrier
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++)
        b[i] = 2.0f * b[i];
#pragma hicuda kernel_end
#pragma hicuda global copyout b[*]
#pragma hicuda global free b
    return 0;
}
