// expect: 14:36: array 'w' is used in kernel 'k' while 'global alloc' (line 9) and 'constant copyin' (line 10) directives reach it, so which copy the kernel reads is ambiguous; free or remove all but one before the kernel
#define N 256
float w[8], x[N];

int main(void)
{
    int i;
    for (i = 0; i < 8; i++) w[i] = 1.0f;
#pragma hicuda global alloc w[*] copyin
#pragma hicuda constant copyin w[*]
#pragma hicuda global alloc x[*] copyin
#pragma hicuda kernel k tblock(2) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) x[i] = w[i % 8] * x[i];
#pragma hicuda kernel_end
#pragma hicuda global copyout x[*]
#pragma hicuda global free x w
#pragma hicuda constant remove w
    return 0;
}
