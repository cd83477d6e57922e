// c99
// checks: brace elision: a flat list initializing a 2-D array, a struct with an array member, an array of structs
#include <stdio.h>

struct s { int x[2]; int y; };
struct pt { int a, b; };

int main(void)
{
    int m[2][3] = {1, 2, 3, 4, 5};          /* m[1][2] is 0 */
    struct s v = {1, 2, 3};                 /* x = {1,2}, y = 3 */
    struct pt pts[3] = {1, 2, 3, 4, 5};     /* {1,2},{3,4},{5,0} */
    int mixed[3][2] = {{1}, 2, 3, {4}};     /* {1,0},{2,3},{4,0} */
    printf("%d %d %d\n", m[1][0], m[1][1], m[1][2]);
    printf("%d %d %d\n", v.x[0], v.x[1], v.y);
    printf("%d %d %d %d\n", pts[1].a, pts[1].b, pts[2].a, pts[2].b);
    printf("%d %d %d %d %d %d\n", mixed[0][0], mixed[0][1], mixed[1][0], mixed[1][1], mixed[2][0], mixed[2][1]);
    return 0;
}
