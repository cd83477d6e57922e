// c99
// checks: nested blocks shadowing outer variables at several levels, the outer value visible again after each block, a declaration after statements (C99)
#include <stdio.h>

int v = 1;

int main(void)
{
    printf("%d ", v);
    int v = 2;
    printf("%d ", v);
    {
        int v = 3;
        printf("%d ", v);
        {
            extern int v;       /* the file-scope v */
            printf("%d ", v);
        }
        v++;
        printf("%d ", v);
    }
    printf("%d\n", v);
    return 0;
}
