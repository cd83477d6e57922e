// checks: GNU binary constants (0b1010) and $ in identifiers
#include <stdio.h>

int main(void)
{
    int mask = 0b1010, all = 0B11111111;
    int my$var = 5, $start = 1;
    printf("%d %d %d %d\n", mask, all, my$var + $start, 0b1 << 4);
    return 0;
}
