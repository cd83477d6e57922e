// c99
// checks: switch fall-through between cases, default in the middle, cases inside nested blocks of the switch body, a switch without braces
#include <stdio.h>

static int weight(int v)
{
    int w = 0;
    switch (v) {
    case 1:
        w += 1;
    case 2:
        w += 10;
        break;
    default:
        w += 1000;
    case 3:
        w += 100;
        break;
    case 4:
        {
            w += 5;
    case 5:
            w += 50;
        }
    }
    return w;
}

int main(void)
{
    int v;
    for (v = 0; v <= 6; v++)
        printf("%d ", weight(v));
    printf("\n");
    switch (2) case 2: printf("no braces\n");
    return 0;
}
