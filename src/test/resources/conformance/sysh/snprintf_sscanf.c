// c99
// checks: snprintf truncation and its return value, sscanf with several conversions and %n, sprintf into a buffer
#include <stdio.h>

int main(void)
{
    char small[6], big[64];
    int n = snprintf(small, sizeof small, "%s-%04d", "abc", 42);
    int a, consumed;
    double d;
    char word[16];
    printf("%d [%s]\n", n, small);
    sprintf(big, "%5.2f|%-4s|%x", 3.14159, "ab", 255);
    puts(big);
    if (sscanf("12 2.5 hello rest", "%d %lf %15s%n", &a, &d, word, &consumed) == 3)
        printf("%d %.1f %s %d\n", a, d, word, consumed);
    return 0;
}
