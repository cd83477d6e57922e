// c99
// checks: <stdarg.h> variadic functions: va_start/va_arg/va_end over ints, doubles and strings, count given first or a terminator
#include <stdio.h>
#include <stdarg.h>

static int sum_ints(int n, ...)
{
    va_list ap;
    int s = 0;
    va_start(ap, n);
    while (n--)
        s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static double mean(int n, ...)
{
    va_list ap;
    double s = 0;
    int i;
    va_start(ap, n);
    for (i = 0; i < n; i++)
        s += va_arg(ap, double);
    va_end(ap);
    return s / n;
}

static void join(const char *first, ...)
{
    va_list ap;
    const char *s;
    va_start(ap, first);
    for (s = first; s; s = va_arg(ap, const char *))
        printf("%s.", s);
    va_end(ap);
    printf("\n");
}

int main(void)
{
    printf("%d %d\n", sum_ints(3, 1, 2, 3), sum_ints(0));
    printf("%.2f\n", mean(4, 1.0, 2.0, 3.5, 4.5));
    join("a", "bc", "d", (char *)0);
    return 0;
}
