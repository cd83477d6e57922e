// c99
// checks: predefined macros used as values: __STDC__ == 1, __STDC_HOSTED__ == 1, __func__ is not a macro (#ifdef false) yet has a value
#include <stdio.h>

int main(void)
{
#ifdef __func__
    puts("__func__ is a macro");
#else
    printf("%s is an identifier\n", __func__);
#endif
#if __STDC__ == 1 && __STDC_HOSTED__ == 1
    puts("hosted standard C");
#endif
    return 0;
}
