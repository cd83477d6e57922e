// expect: 13:32: constant memory overflow: the copy of b[0:7999] needs 32000 bytes while a (40000 bytes, line 12) is live: 72000 bytes together; constant memory holds 65536 bytes
/* a and c (40000 + 24000 bytes) fit together, but a and b do not: the error is at b's copyin and counts the
 * copies live with it.  c reuses b's bytes after 'constant remove b', so it is not an error. */
#define N 8000
float a[10000], b[N], c[6000], y[N];

int main(void)
{
    int i;
    for (i = 0; i < 10000; i++) a[i] = 1.0f;
    for (i = 0; i < N; i++) b[i] = 2.0f;
#pragma hicuda constant copyin a[*]
#pragma hicuda constant copyin b[*]
#pragma hicuda global alloc y[*]
#pragma hicuda kernel k tblock(N / 100) thread(100)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++)
        y[i] = a[i] + b[i];
#pragma hicuda kernel_end
#pragma hicuda constant remove b
#pragma hicuda constant copyin c[*]
#pragma hicuda kernel k2 tblock(N / 100) thread(100)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++)
        y[i] += a[i] + c[i % 6000];
#pragma hicuda kernel_end
#pragma hicuda global copyout y[*]
#pragma hicuda global free y
#pragma hicuda constant remove a c
    return 0;
}
