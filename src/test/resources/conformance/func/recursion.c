// c99
// checks: direct and mutual recursion (fib, Ackermann, is_even/is_odd via forward declarations), recursion over a linked structure
#include <stdio.h>

static int is_odd(unsigned n);
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }

static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static int ack(int m, int n)
{
    if (m == 0) return n + 1;
    if (n == 0) return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}

struct tree { int v; struct tree *l, *r; };
static int total(const struct tree *t) { return t ? t->v + total(t->l) + total(t->r) : 0; }

int main(void)
{
    struct tree a = {1, 0, 0}, b = {2, 0, 0}, c = {3, &a, &b};
    printf("%ld %d\n", fib(20), ack(2, 3));
    printf("%d %d\n", is_even(10), is_odd(7));
    printf("%d\n", total(&c));
    return 0;
}
