// c99
// checks: the usual #ifdef __cplusplus / extern "C" { / #endif at the top and the closing } at the bottom; every line after the first #endif must survive
#ifdef __cplusplus
extern "C" {
#endif

#include <stdio.h>
#include "extern_c_header.h"

static int helper(int v) { return v * 3; }

int main(void)
{
    printf("%d %d\n", helper(4), ech_twice(5));
    return 0;
}

#ifdef __cplusplus
}
#endif
