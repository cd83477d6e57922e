// c99
// checks: adjacent string literals concatenate, a wide and a plain literal make a wide literal, escapes end at the literal boundary
#include <stdio.h>
#include <wchar.h>

int main(void)
{
    const char *s = "con" "cat" "enated";
    const wchar_t *w = L"wi" "de";
    const char *t = "\x31" "2";          /* '1', '2': not the escape \x312 */
    printf("%s %d\n", s, (int)sizeof("con" "cat"));
    printf("%d %d %d\n", (int)wcslen(w), (int)w[3], (int)sizeof(L"wi" "de"));
    printf("%s\n", t);
    return 0;
}
