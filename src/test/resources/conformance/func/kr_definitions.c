// c99
// checks: old-style (K&R) definitions: float squash(x) float x; { ... }, parameters declared in another order, several per line, pointer parameters; called through non-prototype declarations
#include <stdio.h>

float squash();
int add3();
double mix();

float squash(x)
float x;
{
    printf("[%d]", (int)sizeof x);          /* x is a float here */
    return x / (1.0f + (x < 0 ? -x : x));
}

int add3(a, b, c)
int c;
int a, b;
{
    return a * 100 + b * 10 + c;
}

double mix(n, w, tag)
int n;
double w;
char *tag;
{
    printf("%s:", tag);
    return n * w;
}

int main(void)
{
    printf("%.4f\n", squash(3.0f));
    printf("%.4f\n", squash(-1.0f));
    printf("%d\n", add3(1, 2, 3));
    printf("%.2f\n", mix(3, 0.5, "m"));
    return 0;
}
