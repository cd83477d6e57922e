// c99
// checks: #if/#elif/#else chains (first true branch wins), nested chains, #elif in a group after a taken branch is not evaluated
#include <stdio.h>

#define LEVEL 3
#define MODE 2

int main(void)
{
#if LEVEL == 1
    puts("level 1");
#elif LEVEL == 2
    puts("level 2");
#elif LEVEL == 3
    puts("level 3");
#  if MODE == 1
    puts(" mode 1");
#  elif MODE == 2
    puts(" mode 2");
#  else
    puts(" other mode");
#  endif
#elif LEVEL >= 3
    puts("not reached: an earlier branch was taken");
#else
    puts("default");
#endif
#if 0
#elif 0
#else
    puts("else after two false branches");
#endif
#if 1
    puts("taken");
#elif 1/0
    puts("never");
#endif
    return 0;
}
