// c99
// checks: Duff's device (a switch whose cases jump into a do-while loop) copying 0..20 elements
#include <stdio.h>

static void copy(int *to, const int *from, int count)
{
    int n;
    if (count <= 0)
        return;
    n = (count + 7) / 8;
    switch (count % 8) {
    case 0: do { *to++ = *from++;
    case 7:      *to++ = *from++;
    case 6:      *to++ = *from++;
    case 5:      *to++ = *from++;
    case 4:      *to++ = *from++;
    case 3:      *to++ = *from++;
    case 2:      *to++ = *from++;
    case 1:      *to++ = *from++;
            } while (--n > 0);
    }
}

int main(void)
{
    int src[20], dst[21];
    int i, count, ok = 1;
    for (i = 0; i < 20; i++) src[i] = i * i;
    for (count = 0; count <= 20; count++) {
        for (i = 0; i < 21; i++) dst[i] = -1;
        copy(dst, src, count);
        for (i = 0; i < count; i++) ok &= dst[i] == src[i];
        ok &= dst[count] == -1;
    }
    printf("%d %d\n", ok, dst[19]);
    return 0;
}
