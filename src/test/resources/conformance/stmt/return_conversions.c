// c99
// checks: return converts its expression to the function's type (double to int truncates, int to char wraps, int to double), return; in a void function
#include <stdio.h>

static int to_int(void) { return 3.99; }
static unsigned char to_byte(void) { return 257; }
static double to_double(void) { return 7 / 2; }
static int calls;
static void early(int v) { if (v) return; calls++; }

int main(void)
{
    early(1);
    early(0);
    printf("%d %d %.1f %d\n", to_int(), to_byte(), to_double(), calls);
    return 0;
}
