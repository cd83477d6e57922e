package dev.hicuda.analysis.affine;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.affine.Poly;
import dev.hicuda.analysis.affine.PolyReader;
import dev.hicuda.ir.expr.*;

/** Small builders for generated expressions, folding constants where the values are known. */
public final class Exprs {
    private final ConstEval eval;

    public Exprs(ConstEval eval) {
        this.eval = eval;
    }

    public Long value(Expr e) {
        return eval.eval(e);
    }

    /** Whether a and b provably have the same value (equal constants or equal polynomials). */
    public boolean sameValue(Expr a, Expr b) {
        PolyReader r = new PolyReader(eval);
        Poly x = r.read(a);
        return x != null && x.equals(r.read(b));
    }

    /**
     * {@code e} with its integer arithmetic collected ({@code (n - 1) - 0 + 1} is {@code n}), or
     * {@code e} itself when it is not a polynomial or is no longer than the collected form.
     */
    public Expr simplified(Expr e) {
        PolyReader r = new PolyReader(eval);
        Poly p = r.read(e);
        if (p == null) {
            return e;
        }
        Expr s = p.toExpr(r.appearance());
        dev.hicuda.ir.print.CPrinter pr = dev.hicuda.ir.print.CPrinter.canonical();
        return pr.expr(s).length() < pr.expr(e).length() ? wrap(s) : e;
    }

    public static Expr id(String n) {
        return new Ident(n);
    }

    public static Expr num(long v) {
        return v < 0 ? new Unary("-", Literal.integer(-v), false) : Literal.integer(v);
    }

    /** A copy of a user expression, parenthesized unless it is primary. */
    public static Expr wrap(Expr e) {
        Expr c = e.copy();
        return c instanceof Ident || c instanceof Literal || c instanceof Paren || c instanceof Call || c instanceof Index
                || c instanceof Member ? c : new Paren(c);
    }

    public static Expr member(String base, String field) {
        return new Member(new Ident(base), field, false);
    }

    public Expr add(Expr a, Expr b) {
        Long x = value(a);
        Long y = value(b);
        if (y != null && y == 0) {
            return a; // kept as written: N + 0 is N, not its value
        }
        if (x != null && x == 0) {
            return b;
        }
        if (x != null && y != null) {
            return num(x + y);
        }
        if (y != null && y < 0) {
            return new Binary("-", a, num(-y));
        }
        return new Binary("+", a, b);
    }

    public Expr sub(Expr a, Expr b) {
        Long x = value(a);
        Long y = value(b);
        if (y != null && y == 0) {
            return a;
        }
        if (x != null && y != null) {
            return num(x - y);
        }
        return new Binary("-", a, paren(b, 13));
    }

    public Expr mul(Expr a, Expr b) {
        Long x = value(a);
        Long y = value(b);
        if (x != null && x == 1) {
            return b; // kept as written: 1 * N is N, not its value
        }
        if (y != null && y == 1) {
            return a;
        }
        if (x != null && y != null) {
            return num(x * y);
        }
        if (x != null && x == 0 || y != null && y == 0) {
            return num(0);
        }
        return new Binary("*", paren(a, 13), paren(b, 14));
    }

    public Expr div(Expr a, Expr b) {
        Long x = value(a);
        Long y = value(b);
        if (y != null && y == 1) {
            return a;
        }
        if (x != null && y != null && y != 0) {
            return num(x / y);
        }
        return new Binary("/", paren(a, 13), paren(b, 14));
    }

    public Expr mod(Expr a, Expr b) {
        Long x = value(a);
        Long y = value(b);
        if (x != null && y != null && y != 0) {
            return num(x % y);
        }
        return new Binary("%", paren(a, 13), paren(b, 14));
    }

    /** ceil(a / b) for positive b. */
    public Expr ceilDiv(Expr a, Expr b) {
        return div(add(a, sub(b, num(1))), b);
    }

    public static Expr paren(Expr e, int min) {
        return dev.hicuda.ir.print.CPrinter.precedence(e) < min ? new Paren(e) : e;
    }
}
