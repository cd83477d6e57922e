// checks: GNU statement expressions ({ ... }): value of the last expression statement, locals inside, loops inside, used as initializer and in a condition
#include <stdio.h>

int main(void)
{
    int n = 5;
    int fact = ({ int r = 1, i; for (i = 2; i <= n; i++) r *= i; r; });
    int y = ({ int t = n * 2; t + 1; }) * 3;
    if (({ int k = n % 2; k == 1; }))
        printf("odd\n");
    printf("%d %d\n", fact, y);
    printf("%d\n", ({ 1; 2; 3; }));
    return 0;
}
