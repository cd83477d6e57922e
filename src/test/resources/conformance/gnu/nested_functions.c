// checks: GNU nested functions: reading and writing the enclosing function's locals, called directly and through a pointer
#include <stdio.h>

static void apply(int n, void (*f)(int))
{
    int i;
    for (i = 0; i < n; i++)
        f(i);
}

int main(void)
{
    int total = 0, base = 10;
    void add(int v) { total += base + v; }
    int scaled(int v) { return v * base; }
    add(1);
    apply(3, add);
    printf("%d %d\n", total, scaled(4));
    return 0;
}
