// c99
// checks: a local header included twice, protected by an include guard; its macros, types and static function defined once
#include <stdio.h>
#include "guarded.h"
#include "guarded.h"

int main(void)
{
    struct gpoint p = {GUARD_X, 2};
    printf("%d %d %d\n", p.x, gsum(p), GUARDED_H_INCLUDED);
    return 0;
}
