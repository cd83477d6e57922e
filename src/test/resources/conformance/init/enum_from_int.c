// c99
// checks: int assigned to an enum variable, enum incremented, enum compared with an int, enum as array index
#include <stdio.h>

enum color { RED, GREEN, BLUE, NCOLORS };
static const char *names[NCOLORS] = {"red", "green", "blue"};

int main(void)
{
    enum color c = 1;
    int k = 2;
    c = k;
    printf("%s\n", names[c]);
    c = 0;
    c++;
    printf("%s %d\n", names[c], c == 1);
    for (c = RED; c < NCOLORS; c++)
        printf("%d:%s ", (int)c, names[c]);
    printf("\n");
    c = c - 1;
    printf("%s\n", names[c]);
    return 0;
}
