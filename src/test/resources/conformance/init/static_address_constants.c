// c99
// checks: address constants in static initializers (&arr[2], string literal + 1, &struct.member, function pointer, pointer arithmetic)
#include <stdio.h>

static int arr[5] = {10, 20, 30, 40, 50};
static int *p = &arr[2];
static int *q = arr + 4;
static const char *s = "abcdef" + 2;
struct pair { int a, b; };
static struct pair pr = {1, 2};
static int *pb = &pr.b;
static int twice(int x) { return 2 * x; }
static int (*fp)(int) = &twice;
static int **pp = &p;

int main(void)
{
    printf("%d %d %s %d %d %d\n", *p, *q, s, *pb, fp(21), **pp);
    printf("%d\n", (int)(q - p));
    return 0;
}
