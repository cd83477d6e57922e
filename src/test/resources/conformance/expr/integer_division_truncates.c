// c99
// checks: integer division truncates toward zero (C99): -7/2 == -3, -7%2 == -1, 7%-2 == 1, and (a/b)*b + a%b == a
#include <stdio.h>

int main(void)
{
    int a[4] = {7, -7, 7, -7}, b[4] = {2, 2, -2, -2};
    int i;
    for (i = 0; i < 4; i++)
        printf("%d/%d=%d %d%%%d=%d %d\n", a[i], b[i], a[i] / b[i], a[i], b[i], a[i] % b[i],
               (a[i] / b[i]) * b[i] + a[i] % b[i] == a[i]);
    return 0;
}
