// checks: __int128 and unsigned __int128: 1 << 100, 30! computed exactly, printed as two 64-bit halves; sizeof 16
#include <stdio.h>

int main(void)
{
    unsigned __int128 x = (unsigned __int128)1 << 100;
    __int128 f = 1;
    int i;
    for (i = 2; i <= 30; i++)
        f *= i;
    printf("%016llx %016llx\n", (unsigned long long)(x >> 64), (unsigned long long)x);
    printf("%llu%018llu\n", (unsigned long long)(f / 1000000000000000000ULL), (unsigned long long)(f % 1000000000000000000ULL));
    printf("%d %d\n", (int)sizeof(__int128), (int)(-f < 0));
    return 0;
}
