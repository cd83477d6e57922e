// c99
// checks: __VA_ARGS__ forwarding, #__VA_ARGS__, counting arguments with a PP_NARG macro, __VA_ARGS__ containing parenthesized commas
#include <stdio.h>

#define CALL(f, ...) f(__VA_ARGS__)
#define LIST(...) #__VA_ARGS__
#define NARG(...) NARG_(__VA_ARGS__, 5, 4, 3, 2, 1, 0)
#define NARG_(a, b, c, d, e, n, ...) n
#define ARR(...) {__VA_ARGS__}

static int add3(int a, int b, int c) { return a + b + c; }

int main(void)
{
    int a[] = ARR(1, 2, 3, 4);
    printf("%d\n", CALL(add3, 1, 2, 3));
    printf("%s|%s\n", LIST(x, y,   z), LIST());
    printf("%d %d %d\n", NARG(a), NARG(a, b, c), NARG((a, b), c));
    printf("%d %d\n", (int)(sizeof a / sizeof a[0]), CALL(add3, (1, 2), 3, 4));
    return 0;
}
