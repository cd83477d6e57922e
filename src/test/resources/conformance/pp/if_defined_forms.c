// c99
// checks: defined X, defined(X), !defined, #ifdef/#ifndef of macros defined empty, as 0, and undefined; defined in a compound #if
#include <stdio.h>

#define EMPTY
#define ZERO 0
#define FN(x) x

int main(void)
{
#ifdef EMPTY
    puts("EMPTY is defined");
#endif
#if defined ZERO && !ZERO
    puts("ZERO is defined and 0");
#endif
#if defined(FN) && defined FN
    puts("FN is defined");
#endif
#ifndef NOT_THERE
    puts("NOT_THERE is not defined");
#endif
#if !defined(NOT_THERE) && (defined EMPTY || defined NOT_THERE)
    puts("compound");
#endif
#undef ZERO
#ifdef ZERO
    puts("ZERO still defined");
#else
    puts("ZERO undefined");
#endif
    return 0;
}
