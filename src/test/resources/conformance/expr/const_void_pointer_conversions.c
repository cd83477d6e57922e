// checks: const void * converts to const T * without a cast (qsort-style comparators), T * to const void *, and a const void * passed where void * is expected (a constraint violation that gcc accepts with a warning; so not -std=c99 -pedantic-errors)
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp_int(const void *a, const void *b)
{
    const int *x = a, *y = b;          /* implicit const void * -> const int * */
    return (*x > *y) - (*x < *y);
}

static int first_byte(void *p) { return ((unsigned char *)p)[0]; }

int main(void)
{
    int v[5] = {5, 3, 9, 1, 4};
    const void *cv = v;
    const int *ci = cv;
    char buf[8];
    qsort(v, 5, sizeof v[0], cmp_int);
    printf("%d %d %d %d %d\n", v[0], v[1], v[2], v[3], v[4]);
    printf("%d\n", ci[4]);
    memcpy(buf, "xyz", 4);
    printf("%s %d\n", buf, first_byte((void *)cv));
    printf("%d\n", first_byte(cv));    /* discards const: gcc warns but accepts */
    return 0;
}
