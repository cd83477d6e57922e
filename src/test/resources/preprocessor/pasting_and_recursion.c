/* Pasting that forms operators; indirect recursion. */
#define cat(a, b) a ## b
int ops = 1 cat(<, <) 2 cat(-, =) 3 cat(|, |);
#define foo bar
#define bar foo
foo bar
#define AA BB
#define BB(x) AA x
BB(1)(2)(3)
