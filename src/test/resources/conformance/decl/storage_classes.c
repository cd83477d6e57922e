// c99
// checks: auto, register, static and extern storage classes at file and block scope
#include <stdio.h>

extern int defined_later;
static int file_static = 10;
extern int file_static;     /* refers to the static one: internal linkage kept */

static int bump(void)
{
    static int calls;       /* zero-initialized once */
    auto int local = 1;
    register int r = 2;
    calls += local + r;
    return calls;
}

int main(void)
{
    register int i;
    int total = 0;
    for (i = 0; i < 3; i++)
        total += bump();
    printf("total=%d file_static=%d defined_later=%d\n", total, file_static, defined_later);
    {
        extern int defined_later;
        defined_later += 1;
    }
    printf("defined_later=%d\n", defined_later);
    return 0;
}

int defined_later = 41;
