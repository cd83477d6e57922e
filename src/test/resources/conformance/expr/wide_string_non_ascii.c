// c99
// checks: wide literals with non-ASCII characters (L"é", L'€'), their code points and sizeof (UTF-8 source)
#include <stdio.h>
#include <wchar.h>

int main(void)
{
    const wchar_t *w = L"é€a";
    wchar_t c = L'€';
    printf("%d %d\n", (int)wcslen(w), (int)sizeof(L"é"));
    printf("%X %X %X\n", (unsigned)w[0], (unsigned)w[1], (unsigned)w[2]);
    printf("%X\n", (unsigned)c);
    printf("%d\n", (int)sizeof("é"));              /* two UTF-8 bytes plus NUL */
    return 0;
}
