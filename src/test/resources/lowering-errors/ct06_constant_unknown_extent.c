// expect: 10:37: the size of the constant copy of 'coef' must be known at compile time, but dimension 1 has n elements; constant memory is allocated statically, so give bounds that differ by a constant (e.g. coef[c:c+63])
#define N 256
float coef[64], x[N];

int main(void)
{
    int i, n = 16;
    for (i = 0; i < 64; i++) coef[i] = 1.0f;
#pragma hicuda global alloc x[*] copyin
#pragma hicuda constant copyin coef[0:n-1]
#pragma hicuda kernel k tblock(2) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++)
        x[i] = coef[i % 16] * x[i];
#pragma hicuda kernel_end
#pragma hicuda constant remove coef
#pragma hicuda global copyout x[*]
#pragma hicuda global free x
    return 0;
}
