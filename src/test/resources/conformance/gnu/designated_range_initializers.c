// checks: GNU designated range initializers ([0 ... 9] = 1, later ranges and single designators override), in arrays of structs too
#include <stdio.h>

static int a[10] = {[0 ... 9] = 1, [3 ... 5] = 7, [8] = 9};
struct pt { int x, y; };
static struct pt pts[4] = {[0 ... 3] = {1, 2}, [2].y = 5};

int main(void)
{
    int i;
    char grid[6] = {[0 ... 4] = 'x'};
    for (i = 0; i < 10; i++) printf("%d", a[i]);
    printf("\n");
    for (i = 0; i < 4; i++) printf("(%d,%d)", pts[i].x, pts[i].y);
    printf("\n%s %d\n", grid, (int)sizeof grid);
    return 0;
}
