// c99
// checks: goto to leave nested loops at once, and the goto-cleanup error-handling pattern with several labels
#include <stdio.h>
#include <stdlib.h>

static int process(int fail_at)
{
    int rc = -1;
    int *a = NULL, *b = NULL;
    a = malloc(16);
    if (!a || fail_at == 1) goto out;
    b = malloc(16);
    if (!b || fail_at == 2) goto free_a;
    rc = 0;
    free(b);
free_a:
    free(a);
out:
    return rc;
}

int main(void)
{
    int i, j, found_i = -1, found_j = -1;
    for (i = 0; i < 10; i++)
        for (j = 0; j < 10; j++)
            if (i * j == 42) {
                found_i = i;
                found_j = j;
                goto found;
            }
found:
    printf("%d %d\n", found_i, found_j);
    printf("%d %d %d\n", process(0), process(1), process(2));
    return 0;
}
