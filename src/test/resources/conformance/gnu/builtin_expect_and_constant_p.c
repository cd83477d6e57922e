// checks: __builtin_expect in if conditions and likely/unlikely macros (value unchanged), __builtin_constant_p of a literal
#include <stdio.h>

#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)

int main(void)
{
    int i, hits = 0, misses = 0;
    for (i = 0; i < 100; i++) {
        if (likely(i % 10 != 0))
            hits++;
        if (unlikely(i == 42))
            misses += 100;
    }
    printf("%d %d %ld\n", hits, misses, __builtin_expect(7L, 0L));
    printf("%d\n", __builtin_constant_p(3 * 4));
    return 0;
}
