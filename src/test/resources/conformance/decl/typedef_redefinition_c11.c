// checks: C11 allows the same typedef to be repeated (as headers often do)
#include <stdio.h>

typedef unsigned int u32;
typedef unsigned int u32;
typedef struct node node;
struct node { int v; node *next; };
typedef struct node node;

int main(void)
{
    u32 x = 4000000000u;
    node n2 = {2, 0}, n1 = {1, &n2};
    printf("%u %d %d\n", x, n1.v, n1.next->v);
    return 0;
}
