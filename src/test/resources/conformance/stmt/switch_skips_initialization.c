// c99
// checks: case labels that jump past an initialized declaration in the switch body (valid C, 'jump to case label crosses initialization' in C++)
#include <stdio.h>

static int f(int v)
{
    int r = 0;
    switch (v) {
        int tmp = 100;      /* never initialized: control never passes here */
    case 1:
        tmp = 1;
        r = tmp;
        break;
    case 2:
        {
            int local = 20;
            r = local;
        }
        break;
    default:
        tmp = v * 3;
        r = tmp;
    }
    return r;
}

int main(void)
{
    printf("%d %d %d\n", f(1), f(2), f(7));
    return 0;
}
