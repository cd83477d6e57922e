// checks: #pragma once in a local header included twice (directly and through another header)
#include <stdio.h>
#include "once.h"
#include "once.h"
#include "includes_once.h"

int main(void)
{
    struct once_t o = {ONCE_VALUE};
    printf("%d %d\n", o.v, via_includes_once());
    return 0;
}
