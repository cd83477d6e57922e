// checks: C11 _Noreturn and <stdnoreturn.h> noreturn functions: main ends by calling one; output flushed by exit
#include <stdio.h>
#include <stdlib.h>
#include <stdnoreturn.h>

static _Noreturn void finish(int total)
{
    printf("total=%d\n", total);
    exit(0);
}

noreturn static void fail(const char *why);
static void fail(const char *why) { printf("fail: %s\n", why); exit(1); }

int main(void)
{
    int i, t = 0;
    for (i = 1; i <= 10; i++)
        t += i;
    if (t != 55)
        fail("sum");
    finish(t);
}
