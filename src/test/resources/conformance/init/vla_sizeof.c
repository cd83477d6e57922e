// c99
// checks: VLAs: sizeof of a VLA computed at run time, sizeof(int[n]) evaluates n (side effects included), VLA re-sized in a loop
#include <stdio.h>

int main(void)
{
    int n = 5, i, k;
    int v[n];
    double m[n][3];
    size_t s1 = sizeof v, s2 = sizeof m, s3 = sizeof m[0];
    size_t s4 = sizeof(int[n++]);       /* the size expression is evaluated: n becomes 6 */
    printf("%d %d %d %d n=%d\n", (int)s1, (int)s2, (int)s3, (int)s4, n);
    for (i = 1; i <= 3; i++) {
        char buf[i * 2];
        for (k = 0; k < i * 2; k++) buf[k] = (char)k;
        printf("%d:%d ", (int)sizeof buf, buf[i * 2 - 1]);
    }
    printf("\n");
    for (i = 0; i < 5; i++) v[i] = i * i;
    printf("%d\n", v[4]);
    return 0;
}
