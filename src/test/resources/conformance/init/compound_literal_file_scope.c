// c99
// checks: file-scope compound literals (static storage) as initializers of pointers, arrays of pointers to them
#include <stdio.h>

struct pt { int x, y; };

int *gp = (int[]){4, 5, 6};
struct pt *gq = &(struct pt){7, 8};
int *rows[] = {(int[]){1, 2}, (int[]){3, 4, 5}};
const char **words = (const char *[]){"alpha", "beta", 0};

int main(void)
{
    const char **w;
    gp[0] += 10;
    gq->y = 80;
    printf("%d %d %d\n", gp[0], gp[2], gq->x + gq->y);
    printf("%d %d\n", rows[0][1], rows[1][2]);
    for (w = words; *w; w++) printf("%s ", *w);
    printf("\n");
    return 0;
}
