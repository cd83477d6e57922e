// c99
// checks: typedef at block scope, a typedef name redefined as another type in an inner block, file-scope typedef visible again after it
#include <stdio.h>

typedef int T;

static int size_outer(void) { return (int)sizeof(T); }

int main(void)
{
    T a = 3;
    printf("outer %d %d\n", (int)sizeof(T), a);
    {
        typedef double T;       /* hides the file-scope T */
        T b = 2.5;
        printf("inner %d %.1f\n", (int)sizeof(T), b);
        {
            typedef char T[5];
            T s = "abcd";
            printf("innermost %d %s\n", (int)sizeof(T), s);
        }
        printf("inner again %d\n", (int)sizeof(T));
    }
    printf("outer again %d %d\n", (int)sizeof(T), size_outer());
    return 0;
}
