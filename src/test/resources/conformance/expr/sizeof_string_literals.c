// c99
// checks: sizeof of string literals (including the NUL), of concatenated literals, of an embedded NUL, of wide literals
#include <stdio.h>
#include <wchar.h>

int main(void)
{
    printf("%d %d %d\n", (int)sizeof("abc"), (int)sizeof("a" "b"), (int)sizeof(""));
    printf("%d %d\n", (int)sizeof("a\0b"), (int)sizeof("\x41\101"));
    printf("%d %d\n", (int)sizeof(L"ab"), (int)(sizeof(L"ab") / sizeof(wchar_t)));
    printf("%d\n", (int)sizeof("abc"[0]));
    return 0;
}
