// c99
// checks: va_list as a parameter type of user functions, stored in a struct and passed on, v-functions of the library
#include <stdio.h>
#include <stdarg.h>

struct reader { va_list ap; int left; };

static int next_int(struct reader *r) { r->left--; return va_arg(r->ap, int); }

static int vsum(int n, va_list ap)
{
    struct reader r;
    int s = 0;
    va_copy(r.ap, ap);
    r.left = n;
    while (r.left > 0)
        s += next_int(&r);
    va_end(r.ap);
    return s;
}

static int sum(int n, ...)
{
    va_list ap;
    int s;
    va_start(ap, n);
    s = vsum(n, ap);
    va_end(ap);
    return s;
}

static void say(const char *fmt, ...)
{
    va_list ap;
    char buf[64];
    va_start(ap, fmt);
    vsprintf(buf, fmt, ap);
    va_end(ap);
    puts(buf);
}

int main(void)
{
    printf("%d\n", sum(4, 1, 2, 3, 4));
    say("%s=%d", "answer", 42);
    return 0;
}
