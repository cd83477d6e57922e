// checks: __restrict and __restrict__ (the GNU spellings, also usable where restrict is not a keyword), restrict on locals and parameters
#include <stdio.h>

static void add(int n, int *__restrict out, const int *__restrict__ a, const int *restrict b)
{
    int i;
    for (i = 0; i < n; i++)
        out[i] = a[i] + b[i];
}

int main(void)
{
    int a[3] = {1, 2, 3}, b[3] = {10, 20, 30}, out[3];
    int *__restrict p = out;
    add(3, p, a, b);
    printf("%d %d %d\n", out[0], out[1], out[2]);
    return 0;
}
