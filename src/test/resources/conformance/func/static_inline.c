// c99
// checks: static inline helpers (called, address taken), inline function with an extern declaration giving the external definition (C99 inline semantics)
#include <stdio.h>

static inline int sq(int x) { return x * x; }
static inline int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

inline int cube(int x) { return x * x * x; }
extern int cube(int x);              /* makes this file provide the external definition */

int main(void)
{
    int (*f)(int) = sq;
    int (*g)(int) = cube;
    printf("%d %d %d %d\n", sq(7), clamp(15, 0, 10), f(3), g(2));
    return 0;
}
