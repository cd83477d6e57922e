// checks: typeof of expressions and of type names, typeof declaring several pointers at once, typeof of an array, __typeof__ spelling, typeof in a cast
#include <stdio.h>

int main(void)
{
    int x = 5;
    typeof(x) y = 6;
    typeof(int *) p, q;                 /* both are int * */
    typeof(char[4]) arr = "abc";
    __typeof__(x * 1.5) z = 2.5;
    typeof(&x) px = &x;
    p = &x;
    q = &y;
    printf("%d %d %d %d\n", *p + *q, (int)sizeof arr, (int)sizeof z, *px);
    printf("%d %d\n", (int)sizeof(typeof(short)), (int)(typeof(x))3.9);
    return 0;
}
