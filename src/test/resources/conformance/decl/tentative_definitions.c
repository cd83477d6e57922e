// c99
// checks: tentative definitions (int x; int x = 3;), repeated tentative definitions, an array completed later
#include <stdio.h>

int x;
int x = 3;
int y;
int y;              /* two tentative definitions and no initializer: y is 0 */
static int z;
static int z = 5;
int arr[];          /* incomplete here, completed below */
int arr[3] = {1, 2, 3};
double d;
double d = 2.5;
struct pt { int a, b; };
struct pt p;
struct pt p = {7, 8};
int later;          /* only ever tentative: zero */

int uses(void) { return x + z; }

int main(void)
{
    printf("x=%d y=%d z=%d\n", x, y, z);
    printf("arr=%d,%d,%d n=%d\n", arr[0], arr[1], arr[2], (int)(sizeof arr / sizeof arr[0]));
    printf("d=%.1f p=%d,%d later=%d\n", d, p.a, p.b, later);
    x++;
    y = 4;
    printf("x=%d y=%d uses=%d\n", x, y, uses());
    return 0;
}
