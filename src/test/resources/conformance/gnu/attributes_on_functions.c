// checks: __attribute__ on functions: constructor/destructor (run before and after main), noinline, always_inline, unused, format(printf), pure/const, noreturn
#include <stdio.h>
#include <stdarg.h>
#include <stdlib.h>

static int order;

__attribute__((constructor)) static void before_main(void) { order = 1; printf("constructor\n"); }
static void after_main(void) __attribute__((destructor));
static void after_main(void) { printf("destructor %d\n", order); }

static int __attribute__((noinline)) twice(int v) { return v * 2; }
static inline __attribute__((always_inline)) int thrice(int v) { return v * 3; }
static int __attribute__((unused)) never_called(void) { return 0; }
static int square(int v) __attribute__((const));
static int square(int v) { return v * v; }

__attribute__((format(printf, 2, 3)))
static void say(int level, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    printf("[%d] ", level);
    vprintf(fmt, ap);
    va_end(ap);
}

__attribute__((noreturn)) static void stop(int code) { exit(code); }

int main(void)
{
    say(order, "%d %d %d\n", twice(4), thrice(4), square(4));
    order = 2;
    if (order == 3)
        stop(1);
    return 0;
}
