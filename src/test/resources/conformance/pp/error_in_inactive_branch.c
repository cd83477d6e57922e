// c99
// checks: #error (and an unknown directive) inside inactive branches must not fire; only the active branch is compiled
#include <stdio.h>

#define FEATURE 1

#if 0
#error this must not be reported
#endif

#ifdef NOT_DEFINED
#error NOT_DEFINED is not defined
#frobnicate also ignored
#endif

#if FEATURE
static const char *mode = "feature on";
#else
#error FEATURE is off
#endif

int main(void)
{
#if FEATURE > 1
#error too high
#endif
    puts(mode);
    return 0;
}
