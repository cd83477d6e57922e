// checks: __alignof__ and C11 _Alignof/_Alignas: alignment of double, of a char struct, of an _Alignas(16) buffer
#include <stdio.h>
#include <stdalign.h>

struct chars { char a, b; };
struct mixed { char c; double d; };

int main(void)
{
    _Alignas(16) char buf[4] = "abc";
    alignas(32) int v = 1;
    printf("%d %d %d %d\n", (int)__alignof__(double), (int)__alignof__(struct chars), (int)_Alignof(struct mixed), (int)alignof(int));
    printf("%d %d %s %d\n", (int)__alignof__(buf), (int)_Alignof(v) >= 4, buf, (int)sizeof(struct mixed));
    return 0;
}
