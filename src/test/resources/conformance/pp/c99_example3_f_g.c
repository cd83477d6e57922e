// c99
// checks: C99 6.10.3.5 EXAMPLE 3 (the f, g, h, m, p, q, r, str, t, w, x, z macros): every line of the example, evaluated and printed
#include <stdio.h>

/* the names the expansions leave for the compiler */
static int f(int a) { return a + 1000; }
static int t(int a) { return a * 7; }
static int m(int a, int b) { return a * 10 + b; }
static int y = 4;
static int z[1] = {5};

#define x 3
#define f(a) f(x * (a))
#undef x
#define x 2
#define g f
#define z z[0]
#define h g(~
#define m(a) a(w)
#define w 0,1
#define t(a) a
#define p() int
#define q(x) x
#define r(x,y) x ## y
#define str(x) # x

int main(void)
{
    int line1, line2;
    line1 = f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);
    /* f(2 * (y+1)) + f(2 * (f(2 * (z[0])))) % f(2 * (0)) + t(1); */
    line2 = g(x+(3,4)-w) | h 5) & m
    (f)^m(m);
    /* f(2 * (2+(3,4)-0,1)) | f(2 * (~ 5)) & f(2 * (0,1))^m(0,1); */
    p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };
    char c[2][6] = { str(hello), str() };
    printf("%d %d\n", line1, line2);
    printf("%d: %d %d %d %d\n", (int)(sizeof i / sizeof i[0]), i[0], i[1], i[2], i[3]);
    printf("[%s] [%s]\n", c[0], c[1]);
    return 0;
}
