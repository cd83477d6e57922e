// c99
// checks: character and string escapes (\n \t \a \b \f \v \r \? \' \" \\ octal hex \0) printed as numbers
#include <stdio.h>
#include <string.h>

int main(void)
{
    const char *s = "\a\b\f\n\r\t\v\?\'\"\\";
    int i;
    for (i = 0; s[i]; i++) printf("%d ", s[i]);
    printf("\n%d %d %d %d\n", '\101', '\x41', '\0', '\12');
    printf("%d %d\n", (unsigned char)'\377', (unsigned char)'\xff');
    printf("%d %d\n", (int)strlen("ab\0cd"), (int)sizeof("ab\0cd"));
    printf("%d %d\n", (int)strlen("\x41" "B"), "\x41" "B"[1]);   /* "\x41" "B" is two characters, not \x41B */
    printf("%s\n", "tab\there");
    return 0;
}
