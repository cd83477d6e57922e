// checks: __has_include (gcc extension before C23): a header that exists and one that does not select the code compiled
#include <stdio.h>

#if defined(__has_include)
#  if __has_include(<stdint.h>)
#    include <stdint.h>
#    define HAVE_STDINT 1
#  endif
#  if __has_include("no_such_header_here.h")
#    define HAVE_MISSING 1
#  endif
#endif

int main(void)
{
#ifdef HAVE_STDINT
    int32_t v = 5;
    printf("stdint %d\n", (int)v);
#endif
#ifndef HAVE_MISSING
    puts("missing header detected");
#endif
    return 0;
}
