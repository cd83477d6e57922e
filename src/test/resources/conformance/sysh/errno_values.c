// flags: -lm
// c99
// checks: <errno.h>: errno set by strtol on overflow (ERANGE) and by sqrt of a negative number (EDOM), errno reset to 0, strtol's end pointer
#include <stdio.h>
#include <errno.h>
#include <stdlib.h>
#include <math.h>
#include <limits.h>

int main(void)
{
    char *end;
    long v;
    volatile double neg = -1.0;
    errno = 0;
    v = strtol("99999999999999999999xyz", &end, 10);
    printf("%d %d %s\n", errno == ERANGE, v == LONG_MAX, end);
    errno = 0;
    v = strtol("123", &end, 10);
    printf("%ld %d %d\n", v, errno, *end == '\0');
    errno = 0;
    (void)sqrt(neg);
    printf("%d\n", errno == EDOM);
    return 0;
}
