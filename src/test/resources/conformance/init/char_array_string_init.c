// c99
// checks: char arrays initialized by strings: char c[1] = "a" (no NUL kept), exact size without NUL, padding with zeros, braces around the string
#include <stdio.h>

char c[1] = "a";
char exact[3] = "abc";
char padded[6] = "ab";
char deduced[] = "hi";
char braced[] = {"xyz"};
unsigned char bytes[4] = "\x01\x02";
char two_d[2][3] = {"ab", "cde"};

int main(void)
{
    int i;
    printf("%d %d %d %d\n", (int)sizeof c, c[0], (int)sizeof exact, exact[2]);
    for (i = 0; i < 6; i++) printf("%d ", padded[i]);
    printf("\n%d %d %s\n", (int)sizeof deduced, (int)sizeof braced, braced);
    printf("%d %d %d %d\n", bytes[0], bytes[1], bytes[2], bytes[3]);
    printf("%c%c%c %d\n", two_d[1][0], two_d[1][1], two_d[1][2], two_d[0][2]);
    return 0;
}
