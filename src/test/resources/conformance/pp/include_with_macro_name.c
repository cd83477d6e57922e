// c99
// checks: #include with a macro that names the header (#define HDR "guarded.h"), and # include with spaces
#include <stdio.h>
#define HDR "guarded.h"
#include HDR
  #  include   "guarded.h"

int main(void)
{
    struct gpoint p = {1, GUARD_X};
    printf("%d\n", gsum(p));
    return 0;
}
