// c99
// checks: va_copy: traversing the variable arguments twice (max then normalized values), va_list passed to a helper
#include <stdio.h>
#include <stdarg.h>

static void print_rest(int n, va_list ap)
{
    while (n--)
        printf(" %d", va_arg(ap, int));
    printf("\n");
}

static void normalized(int n, ...)
{
    va_list ap, again;
    int i, max = 0;
    va_start(ap, n);
    va_copy(again, ap);
    for (i = 0; i < n; i++) {
        int v = va_arg(ap, int);
        if (v > max) max = v;
    }
    for (i = 0; i < n; i++)
        printf("%d%% ", va_arg(again, int) * 100 / max);
    printf("(max %d)\n", max);
    va_end(again);
    va_end(ap);
}

static void rest(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    print_rest(n, ap);
    va_end(ap);
}

int main(void)
{
    normalized(4, 10, 40, 20, 5);
    rest(3, 7, 8, 9);
    return 0;
}
