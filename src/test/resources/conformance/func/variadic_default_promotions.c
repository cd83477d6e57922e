// c99
// checks: default argument promotions through ...: char and short arrive as int, float as double; a struct passed by value through ...
#include <stdio.h>
#include <stdarg.h>

struct pt { int x, y; };

static void show(const char *kinds, ...)
{
    va_list ap;
    va_start(ap, kinds);
    for (; *kinds; kinds++) {
        switch (*kinds) {
        case 'c': printf("c=%c ", (char)va_arg(ap, int)); break;
        case 's': printf("s=%d ", (short)va_arg(ap, int)); break;
        case 'f': printf("f=%.3f ", va_arg(ap, double)); break;
        case 'p': { struct pt p = va_arg(ap, struct pt); printf("p=%d,%d ", p.x, p.y); break; }
        }
    }
    va_end(ap);
    printf("\n");
}

int main(void)
{
    char c = 'q';
    short s = -12;
    float f = 0.25f;
    struct pt p = {3, 4};
    show("csfp", c, s, f, p);
    return 0;
}
