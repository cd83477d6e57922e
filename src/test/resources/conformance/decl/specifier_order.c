// c99
// checks: declaration specifiers in any order (int long unsigned, const int static, long double, short int unsigned)
#include <stdio.h>

int const static a = 7;
long unsigned int long b = 18446744073709551615ull;
unsigned short int typedef ushort_t;
double long ld = 1.5L;

int main(void)
{
    ushort_t s = 65535u;
    static int long unsigned c = 4;
    char signed sc = -5;
    char unsigned uc = 250;
    printf("%d %llu %u %lu %d %u\n", a, b, (unsigned)s, c, sc, (unsigned)uc);
    printf("%d %d %d\n", (int)sizeof b, (int)sizeof s, (int)(ld * 2));
    return 0;
}
