// c99
// checks: multi-statement macros wrapped in do { } while (0) used in if/else without braces; a macro with a local that shadows an outer name
#include <stdio.h>

#define SWAP(a, b) do { int t_ = (a); (a) = (b); (b) = t_; } while (0)
#define LOG2(x, y) do { printf("x=%d ", (x)); printf("y=%d\n", (y)); } while (0)

int main(void)
{
    int x = 1, y = 2, t_ = 100;
    if (x < y)
        SWAP(x, y);
    else
        LOG2(x, y);
    LOG2(x, y);
    if (x < y)
        SWAP(x, y);
    else
        LOG2(x, y);
    printf("%d\n", t_);
    return 0;
}
