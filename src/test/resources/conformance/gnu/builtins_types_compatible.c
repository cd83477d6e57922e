// checks: C-only GNU built-ins: __builtin_types_compatible_p and __builtin_choose_expr selecting by type, plus __builtin_popcount/__builtin_clz/__builtin_ctz/__builtin_bswap32
#include <stdio.h>

#define IS_DOUBLE(x) __builtin_types_compatible_p(typeof(x), double)
#define ABS(x) __builtin_choose_expr(IS_DOUBLE(x), ((x) < 0 ? -(x) : (x)), ((x) < 0 ? -(x) : (x)) + 0)

int main(void)
{
    double d = -2.5;
    int i = -3;
    printf("%d %d %d\n", IS_DOUBLE(d), IS_DOUBLE(i), __builtin_types_compatible_p(int[4], int[]));
    printf("%.1f %d\n", ABS(d), ABS(i));
    printf("%d %d %d %08x\n", __builtin_popcount(0xF0F0u), __builtin_clz(1u), __builtin_ctz(8u), __builtin_bswap32(0x11223344u));
    return 0;
}
