// expect: 9:32: constant memory overflow: the copy of table[0:16999] needs 68000 bytes, but constant memory holds 65536 bytes; copy a smaller section (e.g. in chunks inside a loop) or use 'texture copyin'
#define N 17000
float table[N], x[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++) table[i] = (float) i;
#pragma hicuda constant copyin table[*]
#pragma hicuda global alloc x[*]
#pragma hicuda kernel k tblock(N / 100) thread(100)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++)
        x[i] = table[N - 1 - i];
#pragma hicuda kernel_end
#pragma hicuda global copyout x[*]
#pragma hicuda global free x
#pragma hicuda constant remove table
    return 0;
}
