// c99
// checks: <assert.h> with NDEBUG defined before it: assert expands to nothing and its side effects do not happen; re-including after #undef NDEBUG enables it again
#include <stdio.h>
#define NDEBUG
#include <assert.h>

static int calls;
static int side(void) { calls++; return 1; }
static void disabled(void) { assert(side() == 0); }   /* ((void)0): side() is not called, nothing aborts */

#undef NDEBUG
#include <assert.h>

static int checked(int v) { assert(v > 0); return v * 2; }

int main(void)
{
    disabled();
    printf("%d %d\n", checked(21), calls);
    return 0;
}
