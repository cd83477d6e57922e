// c99
// checks: forwarding variable arguments to vprintf/vsnprintf, a format-checked wrapper, return values of the v-functions
#include <stdio.h>
#include <stdarg.h>

static int logf_(const char *prefix, const char *fmt, ...)
{
    va_list ap;
    int n;
    printf("%s: ", prefix);
    va_start(ap, fmt);
    n = vprintf(fmt, ap);
    va_end(ap);
    return n;
}

static int format(char *buf, size_t size, const char *fmt, ...)
{
    va_list ap;
    int n;
    va_start(ap, fmt);
    n = vsnprintf(buf, size, fmt, ap);
    va_end(ap);
    return n;
}

int main(void)
{
    char buf[8];
    int n = logf_("info", "%d items, %s\n", 3, "ok");
    int m = format(buf, sizeof buf, "%s-%d", "truncated", 12345);
    printf("%d %d [%s]\n", n, m, buf);
    return 0;
}
