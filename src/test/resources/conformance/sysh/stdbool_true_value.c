// c99
// checks: bool/true/false from <stdbool.h>: a file-scope true used as a value, true + true == 2, bool conversion of 5, __bool_true_false_are_defined, sizeof(bool)
#include <stdio.h>
#include <stdbool.h>

int yes = true;
static const int two = true + true;
bool flags[3] = {true, false, true};

static bool is_even(int v) { return v % 2 == 0; }

int main(void)
{
    bool b = 5;
    int count = 0, i;
    for (i = 0; i < 3; i++)
        count += flags[i];
    printf("%d %d %d %d\n", yes, two, b, count);
    printf("%d %d %d\n", is_even(4), is_even(3) == false, (int)sizeof(bool));
    printf("%d %d\n", __bool_true_false_are_defined, true * 10 + false);
    return 0;
}
