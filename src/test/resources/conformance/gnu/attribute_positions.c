// checks: __attribute__ in unusual positions: between declarators, after a parameter list, on labels, as a statement (fallthrough), before and after the struct keyword and tag
#include <stdio.h>

struct __attribute__((aligned(8))) s1 { char c; };
struct s2 { char c; } __attribute__((aligned(4)));
__attribute__((unused)) static int a = 1, __attribute__((unused)) b = 2;
int c __attribute__((unused)) = 3, d = 4;
static int f(int x) __attribute__((noinline, unused));
static int f(int x) { return x + 1; }

int main(void)
{
    int n = 1, r = 0;
    switch (n) {
    case 1:
        r += 10;
        __attribute__((fallthrough));
    case 2:
        r += 20;
        break;
    }
    goto done;
done: __attribute__((unused));
    printf("%d %d %d %d %d\n", (int)sizeof(struct s1), (int)sizeof(struct s2), a + b, c + d, f(r));
    return 0;
}
