// c99
// checks: complex declarators: pointer to array, array of pointers, function returning pointer to array, pointer to function returning pointer to function
#include <stdio.h>

static int table[2][3] = {{1, 2, 3}, {4, 5, 6}};

static int (*row(int i))[3]           /* function returning pointer to array of 3 int */
{
    return &table[i];
}

static int add1(int x) { return x + 1; }
static int mul2(int x) { return x * 2; }

static int (*pick(int k))(int)        /* function returning pointer to function */
{
    return k ? mul2 : add1;
}

int main(void)
{
    int (*pa)[3] = row(1);
    int *ap[3];
    int (*(*fpp)(int))(int) = pick;   /* pointer to function returning pointer to function */
    char *(*names)[2];
    char *two[2] = {"left", "right"};
    int i;

    for (i = 0; i < 3; i++)
        ap[i] = &table[0][i];
    names = &two;
    printf("%d %d %d\n", (*pa)[0], (*pa)[2], *ap[1]);
    printf("%d %d\n", fpp(0)(10), (*fpp(1))(10));
    printf("%s %s\n", (*names)[0], (*names)[1]);
    printf("%d %d\n", (int)(sizeof *pa / sizeof (*pa)[0]), (int)(sizeof ap / sizeof ap[0]));
    return 0;
}
