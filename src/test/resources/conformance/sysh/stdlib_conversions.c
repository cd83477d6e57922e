// c99
// checks: <stdlib.h>: atoi, strtol with bases 16/0/2, strtoul, strtod, abs/labs/llabs, div and ldiv results (div_t, ldiv_t)
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    div_t q = div(17, 5);
    ldiv_t lq = ldiv(-17L, 5L);
    printf("%d %ld %ld %ld\n", atoi("  -42abc"), strtol("ff", NULL, 16), strtol("0x1A", NULL, 0), strtol("1011", NULL, 2));
    printf("%lu %.3f\n", strtoul("4000000000", NULL, 10), strtod("2.5e-1", NULL));
    printf("%d %ld %lld\n", abs(-3), labs(-4L), llabs(-5LL));
    printf("%d %d %ld %ld\n", q.quot, q.rem, lq.quot, lq.rem);
    return 0;
}
