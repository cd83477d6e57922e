// expect: 7:31: section [0:100] is out of the bounds [0:99] of dimension 1 of 'a'
#define N 100
float a[N];

void f(void)
{
#pragma hicuda global alloc a[0:N] copyin
#pragma hicuda kernel k tblock(4) thread(25)
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = 0; i < N; i++)
        a[i] = 2.0f * a[i];
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
}
