// c99
// checks: goto into a block past an initialized declaration (valid C, an error in C++), goto out of nested blocks, backward goto
#include <stdio.h>

int main(void)
{
    int tries = 0;
    goto inside;
    {
        int x = 5;          /* skipped: x has no value until assigned */
inside:
        x = 7;
        printf("x=%d\n", x);
    }
again:
    tries++;
    {
        int k;
        for (k = 0; k < 10; k++) {
            if (k == tries)
                goto out;
        }
    }
out:
    if (tries < 3)
        goto again;
    printf("tries=%d\n", tries);
    return 0;
}
