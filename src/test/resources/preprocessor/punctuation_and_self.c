/* A macro expanding to punctuation, a macro named like its variable, self reference. */
#define SEMI ;
#define s s
#define self (1 + self)
#define EMPTY
#define F(a, b) [a|b]
int fn(void) { int s = 1 SEMI return s + self SEMI }
F(, 1) F(1, ) F(EMPTY, EMPTY)
#define LIT "b"
char *lit = "a" LIT "c";
#define S(x) #x "tail"
char *st = S(head) "more";
