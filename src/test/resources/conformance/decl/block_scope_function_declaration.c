// c99
// checks: a function declared inside a block, and a block-scope declaration shadowing a file-scope object
#include <stdio.h>

static int value = 1;

int main(void)
{
    int helper(int);
    int value = 2;
    {
        extern int twice(int);
        printf("%d %d\n", helper(value), twice(value));
    }
    printf("%d\n", value);
    return 0;
}

int helper(int v) { return v + value; }   /* the file-scope value */
int twice(int v) { return 2 * v; }
