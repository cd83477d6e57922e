// c99
// checks: compound literals are lvalues: address taken, incremented, member assigned, array literal subscripted
#include <stdio.h>

struct pt { int x, y; };

int main(void)
{
    int *p = &(int){3};
    struct pt *s = &(struct pt){.x = 1};
    *p += 1;
    s->y = 5;
    printf("%d %d %d\n", *p, s->x, s->y);
    printf("%d %d\n", (int[]){10, 20, 30}[1], ((struct pt){6, 7}).y);
    printf("%d\n", ++(int){41});
    return 0;
}
