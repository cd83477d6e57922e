// flags: -std=gnu89
// checks: implicit int (C89): functions without a return type, main(), static and const declarations without a type, register i
#include <stdio.h>

static twice(x)
{
    return x * 2;
}

static counter;
const limit = 3;

next()
{
    return ++counter;
}

main()
{
    register i;
    for (i = 0; i < limit; i++)
        next();
    printf("%d %d %d %d\n", twice(21), counter, (int)sizeof(twice(1)), (int)sizeof counter);
    return 0;
}
