/* Function-like macro names without arguments, and invocations over several lines. */
#define fl(x) (x + 1)
int (*pf)(int) = fl; int v = fl
(
  2
);
