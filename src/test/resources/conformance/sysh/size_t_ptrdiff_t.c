// c99
// checks: size_t and ptrdiff_t from <stddef.h>: %zu and %td, unsigned wrap of size_t, SIZE_MAX, offsetof, NULL
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>

struct rec { char c; double d; int i; };

int main(void)
{
    size_t n = 3, zero = 0;
    int a[10];
    ptrdiff_t d = &a[2] - &a[7];
    printf("%zu %d %d\n", n * sizeof(int), zero - 1 == SIZE_MAX, (int)sizeof(size_t));
    printf("%td %td\n", d, -d);
    printf("%zu %zu %zu\n", offsetof(struct rec, c), offsetof(struct rec, d), offsetof(struct rec, i));
    printf("%d\n", NULL == (void *)0);
    return 0;
}
