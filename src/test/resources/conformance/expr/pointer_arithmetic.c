// c99
// checks: pointer arithmetic: differences (ptrdiff_t), one-past-the-end, a[i] == i[a], pointers to rows of a 2-D array, char pointer stepping
#include <stdio.h>
#include <stddef.h>

int main(void)
{
    int a[8] = {0, 1, 2, 3, 4, 5, 6, 7};
    int m[3][4];
    int *p = a + 2, *end = a + 8;
    int (*row)[4] = m;
    const char *s = "hello";
    ptrdiff_t d = end - p;
    int i;
    for (i = 0; i < 12; i++) m[i / 4][i % 4] = i;
    printf("%d %d %d %d\n", (int)d, *(p + 3), 3[a], p[-1]);
    printf("%d %d\n", (*(row + 2))[1], *(*(m + 1) + 3));
    printf("%c %d %d\n", *(s + 4), (int)(s + 5 - s), end > p);
    p += 2;
    p--;
    printf("%d %d\n", *p, (int)(p - a));
    return 0;
}
