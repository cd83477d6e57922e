// c99
// checks: wchar_t and the wide string functions of <wchar.h> (wcslen, wcscpy, wcscat, wcscmp, wcschr, swprintf), WCHAR_MAX
#include <stdio.h>
#include <wchar.h>

int main(void)
{
    wchar_t buf[32];
    const wchar_t *hello = L"hello";
    wchar_t *p;
    int n;
    wcscpy(buf, hello);
    wcscat(buf, L" wide");
    p = wcschr(buf, L'w');
    n = swprintf(buf + wcslen(buf), 8, L"%d", 42);
    printf("%d %d %d\n", (int)wcslen(buf), (int)(p - buf), n);
    printf("%d %d\n", wcscmp(hello, L"help") < 0, wcscmp(L"a", L"a"));
    printf("%d %d\n", (int)sizeof(wchar_t), WCHAR_MAX > 65535);
    for (p = buf; *p; p++)
        putchar((char)*p);
    putchar('\n');
    return 0;
}
