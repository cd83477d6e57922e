// checks: __STDC__, __STDC_VERSION__ (201112L with -std=gnu11) and __STDC_HOSTED__ are defined as in C; __cplusplus is not
#include <stdio.h>

int main(void)
{
#ifdef __STDC_VERSION__
    printf("__STDC_VERSION__ %ld\n", (long)__STDC_VERSION__);
#else
    printf("__STDC_VERSION__ undefined\n");
#endif
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L
    puts("C99 or later");
#endif
    printf("%d %d\n", __STDC__, __STDC_HOSTED__);
#ifdef __cplusplus
    puts("compiled as C++");
#else
    puts("compiled as C");
#endif
    return 0;
}
