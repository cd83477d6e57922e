// checks: __attribute__ on variables and types: aligned(16) (seen through __alignof__), packed structs (sizeof 5), aligned typedef, unused variables and parameters, on struct members
#include <stdio.h>

struct __attribute__((packed)) packed { char c; int i; };
struct loose { char c; int i; };
struct member_attr { char c; int i __attribute__((aligned(8))); };
typedef int aligned_int __attribute__((aligned(16)));

static int big_aligned __attribute__((aligned(32))) = 3;

static int use(int used, int __attribute__((unused)) ignored) { return used; }

int main(void)
{
    int unused_local __attribute__((unused));
    char buf[3] __attribute__((aligned(16))) = "ab";
    aligned_int a = 4;
    printf("%d %d %d\n", (int)sizeof(struct packed), (int)sizeof(struct loose), (int)sizeof(struct member_attr));
    printf("%d %d %d\n", (int)__alignof__(big_aligned), (int)__alignof__(buf), (int)__alignof__(aligned_int));
    printf("%d %d %s\n", use(big_aligned, 0), a, buf);
    return 0;
}
