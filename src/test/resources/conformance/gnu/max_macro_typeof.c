// checks: MAX/MIN macros built with statement expressions and typeof evaluate each argument once (MAX(i++, j++)); typed result for doubles
#include <stdio.h>

#define MAX(a, b) ({ typeof(a) _a = (a); typeof(b) _b = (b); _a > _b ? _a : _b; })
#define MIN(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a < _b ? _a : _b; })

int main(void)
{
    int i = 3, j = 7;
    int m = MAX(i++, j++);
    double d = MIN(2.5, 1.25 * 3);
    printf("%d %d %d\n", m, i, j);
    printf("%.2f %d\n", d, (int)sizeof(MAX(1, 2.0)));
    printf("%d\n", MAX(MIN(10, 4), MAX(2, 3)));
    return 0;
}
