// c99
// checks: the comma operator: value of the last operand, left operands evaluated first, comma in for headers, parenthesized comma in an argument
#include <stdio.h>

static int show(int v) { printf("[%d]", v); return v; }

int main(void)
{
    int a = 1, b = 2, i, j, x;
    x = (a++, b++, a + b);
    printf("%d %d %d\n", a, b, x);
    x = (show(1), show(2), show(3));
    printf(" -> %d\n", x);
    for (i = 0, j = 10; i < j; i += 3, j -= 3)
        ;
    printf("%d %d\n", i, j);
    printf("%d\n", show((a = 10, a * 2)));
    return 0;
}
