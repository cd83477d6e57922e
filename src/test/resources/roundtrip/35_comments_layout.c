/******************************************************************
 * 35_comments_layout.c -- comment placement torture test.
 *
 * Comments of both styles appear before functions, at line ends,
 * inside expressions and parameter lists, between statements and in
 * blank-line-separated groups.  The numerical payload is a Simpson
 * integration and a Newton solver.
 ******************************************************************/

// first group of line comments
// spanning two lines

/* and a block comment after a blank line */
#include <stdio.h>   /* trailing block comment on an include */
#include <math.h>    // trailing line comment on an include

#define NSUB 64      /* sub-intervals (even) */ // and both styles

/**
 * Doc-style comment before a prototype.
 */
static double f(double /* x */ x);
static double df(double x /* derivative argument */);

/* the integrand */
static double f(double x)
{
    return /* leading */ x * x * x /* cube */ - 2.0 * x /* linear */ - 5.0; // f(x)
}

static double df(double x) { return 3.0 * x * x - 2.0; } /* f'(x) */

// Simpson's rule
static double simpson(double (*g)(double), /* callee */
                      double a,            // lower bound
                      double b,            /* upper bound */
                      int n)
{
    double h = (b - a) / n;  // step
    double s = g(a) + g(b);

    /* odd points */
    for (int i = 1; i < n; i += 2)
        s += 4.0 * g(a + i * h);

    // even points
    for (int i = 2; i < n /* exclusive */; i += 2)
        s += 2.0 * g(a + i * h);

    return s * h / 3.0;
}

/*
 * Newton iteration; returns iterations used.
 */
static int newton(double *x /* in/out */, double tol)
{
    int it = 0;
    /* comment before a while */
    while (it < 50) {
        double step = f(*x) / df(*x); /* Newton step */
        *x -= step;
        it++;
        // comment between statements

        if (fabs(step) < tol) /* converged? */
            break;
    }
    return it;
}

int main(void)   /* entry point */
{
    /* group 1: quadrature */
    for (int n = 2; n <= NSUB; n *= 2) {
        double I = simpson(f, 0.0, /* to */ 3.0, n);
        printf("simpson n=%2d I=%.6f\n", n, I);   // exact: 81/4 - 9 - 15 = -3.75
    }

    /* group 2: roots from several starts */
    double starts[] = { 1.0, /* near */ 2.0, 3.0, /* far */ 10.0, -1.0 };
    for (unsigned k = 0; k < sizeof starts / sizeof starts[0]; k++) {
        double x = starts[k];
        int it = newton(&x, 1e-12);
        printf("start % .1f -> root %.6f in %d iterations f=%.1e\n", starts[k], x, it, fabs(f(x)) < 1e-9 ? 0.0 : f(x));
    }

    // group 3: a table
    for (int i = 0; i < 20; i++) {
        double x = i * 0.25 /* quarter steps */;
        printf("%5.2f %10.6f %10.6f\n", x, f(x), /* derivative */ df(x));
    }
    return 0; /* done */
}
/* trailing comment at end of file */
