// c99
// checks: type of ?: results: int vs double gives double, char vs char gives int, 1u vs -1 gives unsigned, pointer vs NULL, void * vs int *
#include <stdio.h>

int main(void)
{
    int c = 1, z = 0;
    int v = 3;
    int *ip = &v;
    void *vp = ip;
    printf("%d\n", (int)sizeof(c ? 1 : 2.0));
    printf("%.1f\n", c ? 1 : 2.0);
    printf("%d %d\n", (int)sizeof(c ? 'a' : 'b'), (int)sizeof(c ? (char)1 : (char)2));
    printf("%u\n", z ? 1u : -1);                    /* unsigned: 4294967295 */
    printf("%d\n", (z ? 1u : -1) > 0);
    printf("%d\n", *(c ? ip : NULL));
    printf("%d\n", *(int *)(c ? vp : ip));
    printf("%d\n", c ? z ? 1 : 2 : 3);
    return 0;
}
