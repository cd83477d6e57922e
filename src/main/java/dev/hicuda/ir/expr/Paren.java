package dev.hicuda.ir.expr;

import dev.hicuda.ir.Child;

/** Parentheses the user wrote (kept so that printed code reads like the source). */
public final class Paren extends Expr {
    private final Child<Expr> inner;

    public Paren(Expr inner) {
        this.inner = child(Expr.class, inner);
    }

    public Expr inner() {
        return inner.get();
    }

    @Override
    public Expr copy() {
        return copied(new Paren(inner().copy()));
    }

    /** Strips any number of parentheses. */
    public static Expr strip(Expr e) {
        while (e instanceof Paren p) {
            e = p.inner();
        }
        return e;
    }
}
