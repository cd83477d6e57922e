// c99
// checks: arrays of strings with a fixed inner size, shorter strings padded, strings that exactly fill the row
#include <stdio.h>

int main(void)
{
    char words[3][5] = {"one", "two", "three"};   /* "three" fills the row: no NUL */
    int i;
    for (i = 0; i < 5; i++) printf("%c", words[2][i]);
    printf(" %d %d %d\n", words[0][3], words[0][4], (int)sizeof words);
    printf("%.5s|%.3s\n", words[2], words[1]);
    return 0;
}
