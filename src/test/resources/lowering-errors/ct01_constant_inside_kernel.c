// expect: 11:1: 'constant' directive inside a kernel region; place it before 'kernel' or after 'kernel_end'
#define N 256
float coef[4], x[N];

void f(void)
{
    int i;
#pragma hicuda global alloc x[*] copyin
#pragma hicuda kernel k tblock(2) thread(128)
    {
#pragma hicuda constant copyin coef[*]
#pragma hicuda loop_partition over_tblock over_thread
        for (i = 0; i < N; i++)
            x[i] = coef[0] * x[i];
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout x[*]
#pragma hicuda global free x
}
