// checks: empty structs (GNU C): sizeof is 0 (1 in C++), arrays of them have size 0, a struct holding one keeps its size
#include <stdio.h>

struct empty {};
struct holder { int v; struct empty e; };

int main(void)
{
    struct empty e, arr[10];
    struct holder h = {5};
    (void)e;
    (void)arr;
    printf("%d %d %d %d\n", (int)sizeof(struct empty), (int)sizeof arr, (int)sizeof(struct holder), h.v);
    return 0;
}
