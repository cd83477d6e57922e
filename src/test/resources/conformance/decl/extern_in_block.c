// c99
// checks: extern declarations at block scope (object and function) referring to file-scope definitions that come later
#include <stdio.h>

int main(void)
{
    extern int later_value;
    extern int later_fn(int);
    int later_value_local = 1;
    {
        extern int later_array[];
        printf("%d %d\n", later_array[0], later_array[2]);
    }
    printf("%d %d %d\n", later_value, later_fn(3), later_value_local);
    later_value = 9;
    printf("%d\n", later_fn(0));
    return 0;
}

int later_value = 5;
int later_array[3] = {10, 20, 30};
int later_fn(int k) { return later_value + k; }
