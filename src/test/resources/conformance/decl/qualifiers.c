// c99
// checks: const, volatile, restrict, const pointer vs pointer to const, qualifiers in any order
#include <stdio.h>

static int copy(int n, int *restrict dst, const int *restrict src)
{
    int i, s = 0;
    for (i = 0; i < n; i++) {
        dst[i] = src[i] * 2;
        s += dst[i];
    }
    return s;
}

int main(void)
{
    const int c = 5;
    int const c2 = 6;
    volatile int v = 7;
    const volatile int cv = 8;
    int a = 1, b = 2;
    const int *pc = &a;         /* pointer to const */
    int *const cp = &b;         /* const pointer */
    const int *const cpc = &c;
    int src[4] = {1, 2, 3, 4}, dst[4];
    int sum;

    pc = &b;                    /* allowed: the pointer is not const */
    *cp = 20;                   /* allowed: the pointee is not const */
    v += 1;
    sum = copy(4, dst, src);
    printf("%d %d %d %d\n", c, c2, v, cv);
    printf("%d %d %d\n", *pc, *cp, *cpc);
    printf("sum=%d dst3=%d\n", sum, dst[3]);
    return 0;
}
