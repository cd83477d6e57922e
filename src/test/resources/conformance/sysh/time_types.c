// c99
// checks: <time.h> types without reading the clock: time_t arithmetic with difftime, struct tm fields formatted with strftime, clock_t and CLOCKS_PER_SEC
#include <stdio.h>
#include <time.h>
#include <string.h>

int main(void)
{
    time_t a = 1000, b = 1090;
    struct tm t;
    char buf[64];
    clock_t c = (clock_t)0;
    memset(&t, 0, sizeof t);
    t.tm_year = 2024 - 1900;
    t.tm_mon = 1;
    t.tm_mday = 29;
    t.tm_hour = 13;
    t.tm_min = 5;
    strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", &t);
    printf("%.1f %s\n", difftime(b, a), buf);
    printf("%ld %d\n", (long)CLOCKS_PER_SEC, c == 0);
    return 0;
}
