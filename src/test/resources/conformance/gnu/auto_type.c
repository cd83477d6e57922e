// checks: __auto_type takes the type of its initializer (double, pointer, unsigned long long), used in a macro
#include <stdio.h>

#define SWAP(a, b) do { __auto_type t_ = (a); (a) = (b); (b) = t_; } while (0)

int main(void)
{
    __auto_type d = 1.5;
    __auto_type u = 1ULL << 40;
    int x = 3, y = 4;
    __auto_type px = &x;
    SWAP(x, y);
    printf("%d %d %d %d %d\n", (int)sizeof d, (int)sizeof u, *px, x, y);
    return 0;
}
