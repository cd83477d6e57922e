// c99
// checks: array designators mixed with positional values ({5, [2] = 2, 3}), size deduced from the largest index, overriding an element
#include <stdio.h>

int a[] = {5, [2] = 2, 3};                  /* {5, 0, 2, 3} */
int b[] = {[4] = 9, [1] = 7, 8};            /* {0, 7, 8, 0, 9} */
int c[6] = {1, 2, 3, [1] = 20, 30};         /* {1, 20, 30, 0, 0, 0} */
const char *names[] = {[2] = "two", [0] = "zero"};

int main(void)
{
    int i;
    int local[] = {[3] = 1, [0] = 4, 5};    /* {4, 5, 0, 1} */
    printf("a(%d):", (int)(sizeof a / sizeof a[0]));
    for (i = 0; i < 4; i++) printf(" %d", a[i]);
    printf("\nb(%d):", (int)(sizeof b / sizeof b[0]));
    for (i = 0; i < 5; i++) printf(" %d", b[i]);
    printf("\nc:");
    for (i = 0; i < 6; i++) printf(" %d", c[i]);
    printf("\nlocal(%d):", (int)(sizeof local / sizeof local[0]));
    for (i = 0; i < 4; i++) printf(" %d", local[i]);
    printf("\n%s %s %d\n", names[0], names[2], names[1] == 0);
    return 0;
}
