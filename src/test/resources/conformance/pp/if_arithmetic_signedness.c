// c99
// checks: #if arithmetic in intmax_t/uintmax_t: -1 > 0u is true, ~0u is 64 bits wide, unsigned wrap, undefined identifiers are 0, character constants
#include <stdio.h>

int main(void)
{
#if -1 > 0u
    puts("-1 > 0u: true (unsigned comparison)");
#else
    puts("-1 > 0u: false");
#endif
#if -1 < 0
    puts("-1 < 0: true");
#endif
#if ~0u == 0xFFFFFFFFFFFFFFFF
    puts("~0u is 64 bits in #if");
#else
    puts("~0u is 32 bits in #if");
#endif
#if 0xFFFFFFFF + 1 == 0x100000000
    puts("no 32-bit wrap");
#endif
#if 18446744073709551615u == -1
    puts("max unsigned == -1");
#endif
#if UNDEFINED_NAME == 0 && !UNDEFINED_NAME
    puts("undefined identifier is 0");
#endif
#if 'A' == 65 && 'z' - 'a' == 25 && '\n' == 10
    puts("character constants");
#endif
#if (2 + 3) * 4 == 20 && 7 / 2 == 3 && -7 % 3 == -1 && (1 << 40) > 0
    puts("arithmetic");
#endif
    printf("%d\n", -1 > 0u);           /* at run time: int -1 converts to unsigned too */
    return 0;
}
