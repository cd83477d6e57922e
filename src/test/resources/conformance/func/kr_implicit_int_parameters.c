// flags: -std=gnu89
// checks: C89 K&R definitions whose parameters have no declaration (implicitly int), and a register parameter
#include <stdio.h>

int sum(a, b, c)
register c;
{
    return a + b + c;
}

int scale(x, k)
double x;
{
    return (int)(x * k);
}

int main(void)
{
    printf("%d %d\n", sum(1, 2, 3), scale(2.5, 3));
    return 0;
}
