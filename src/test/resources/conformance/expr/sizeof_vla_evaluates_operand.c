// c99
// checks: sizeof of a VLA-typed operand evaluates it (p++ happens), sizeof of a non-VLA operand does not (x++ does not)
#include <stdio.h>

int main(void)
{
    int n = 4, x = 1;
    int m[3][n];
    int (*p)[n] = m;
    size_t s1 = sizeof(*p++);          /* *p has VLA type int[n]: evaluated */
    size_t s2 = sizeof(x++);           /* int: not evaluated */
    size_t s3 = sizeof(m[x]);
    printf("%d %d %d\n", (int)s1, (int)s2, (int)s3);
    printf("p moved %d, x=%d\n", (int)(p - m), x);
    return 0;
}
