// checks: __attribute__((cleanup(fn))) runs fn with the variable's address when it leaves scope, in reverse order, also on early return
#include <stdio.h>

static void done(int *p) { printf("cleanup %d\n", *p); }

static int work(int early)
{
    int a __attribute__((cleanup(done))) = 1;
    {
        int b __attribute__((cleanup(done))) = 2;
        if (early)
            return 10;
    }
    int c __attribute__((cleanup(done))) = 3;
    return a + c;
}

int main(void)
{
    printf("-> %d\n", work(1));
    printf("-> %d\n", work(0));
    return 0;
}
