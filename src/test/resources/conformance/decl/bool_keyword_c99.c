// c99
// checks: _Bool without <stdbool.h>: conversion of any nonzero value to 1, sizeof(_Bool), 'bool' free to be a user typedef
#include <stdio.h>

typedef int bool;                 /* legal in C without <stdbool.h> */

int main(void)
{
    _Bool a = 256;                /* 1, not 0 (truncation would give 0) */
    _Bool b = 0.25;               /* 1 */
    _Bool c = 0;
    bool d = 256;                 /* a plain int */
    printf("%d %d %d %d\n", a, b, c, d);
    printf("%d %d\n", (int)sizeof(_Bool), (int)sizeof(bool));
    return 0;
}
