// c99
// checks: commas inside parentheses do not split macro arguments; commas inside braces and brackets do
#include <stdio.h>

#define FIRST(a, ...) a
#define SECOND(a, b, ...) b
#define SECOND_STR(a, b, ...) #b
#define PAREN(x) x

static int pick(int a, int b) { return a * 10 + b; }

int main(void)
{
    int arr[2][2] = {{1, 2}, {3, 4}};
    printf("%d\n", FIRST(pick(1, 2), 99));
    printf("%s %d\n", SECOND_STR({1, 2}, 3), SECOND(pick(1, 2), pick(3, 4), 5));   /* braces do not protect: b is 2} */
    printf("%d\n", PAREN((arr[1][0], arr[1][1])));
    return 0;
}
