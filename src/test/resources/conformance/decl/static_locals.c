// c99
// checks: static locals keep their value between calls, are initialized once, static local arrays and pointers to them
#include <stdio.h>

static int counter(void)
{
    static int n = 100;
    return n++;
}

static int *history(int v)
{
    static int buf[4];
    static int pos;
    buf[pos++ % 4] = v;
    return buf;
}

static const char *name_of(int i)
{
    static const char *const names[] = {"zero", "one", "two"};
    return names[i];
}

int main(void)
{
    int i, *h = 0;
    for (i = 0; i < 3; i++)
        printf("%d ", counter());
    printf("\n");
    for (i = 1; i <= 6; i++)
        h = history(i * i);
    printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    printf("%s %s\n", name_of(2), name_of(0));
    return 0;
}
