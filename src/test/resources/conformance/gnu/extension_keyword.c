// checks: __extension__ before declarations, expressions and statement expressions (silences -pedantic), long long and a zero-length array behind it
#include <stdio.h>

__extension__ typedef long long i64;
__extension__ struct tail { int n; char data[0]; };

int main(void)
{
    __extension__ i64 big = 1LL << 40;
    int v = __extension__ ({ int t = 3; t * t; });
    __extension__ int arr[] = {[2] = 5};
    printf("%lld %d %d %d\n", big, v, arr[2], (int)sizeof(struct tail));
    return 0;
}
