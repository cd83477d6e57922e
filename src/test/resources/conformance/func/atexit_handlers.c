// c99
// checks: atexit handlers run after main returns, in reverse order of registration, and see static data set by main
#include <stdio.h>
#include <stdlib.h>

static int result;

static void first(void) { printf("first registered, runs last: %d\n", result); }
static void second(void) { printf("second registered, runs first\n"); }

int main(void)
{
    atexit(first);
    atexit(second);
    result = 42;
    printf("main returns\n");
    return 0;
}
