// checks: __label__ local labels in a statement-expression macro used twice in one function (no duplicate label)
#include <stdio.h>

#define FIND(arr, n, v) ({ __label__ found; int i_; for (i_ = 0; i_ < (n); i_++) if ((arr)[i_] == (v)) goto found; i_ = -1; found: i_; })

int main(void)
{
    int a[5] = {4, 8, 15, 16, 23};
    printf("%d %d\n", FIND(a, 5, 15), FIND(a, 5, 42));
    return 0;
}
