// checks: GNU ##__VA_ARGS__ removes the preceding comma when there are no variable arguments (LOG("x") and LOG("%d", v)); __VA_OPT__ as gcc accepts it
#include <stdio.h>

#define LOG(fmt, ...) printf("log: " fmt "\n", ##__VA_ARGS__)
#define SUM(first, ...) sum(first, ##__VA_ARGS__, -1)
#define OPT(fmt, ...) printf(fmt __VA_OPT__(,) __VA_ARGS__)

static int sum(int first, ...);

int main(void)
{
    LOG("no arguments");
    LOG("%d and %s", 42, "more");
    printf("%d %d\n", SUM(5), SUM(1, 2, 3));
    OPT("opt none\n");
    OPT("opt %d\n", 7);
    return 0;
}

#include <stdarg.h>
static int sum(int first, ...)
{
    va_list ap;
    int s = first, v;
    va_start(ap, first);
    while ((v = va_arg(ap, int)) != -1)
        s += v;
    va_end(ap);
    return s;
}
