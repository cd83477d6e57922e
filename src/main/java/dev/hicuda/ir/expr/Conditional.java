package dev.hicuda.ir.expr;

import dev.hicuda.ir.Child;

/** {@code cond ? then : otherwise}; GNU C's {@code cond ?: otherwise} has no {@code then} (null). */
public final class Conditional extends Expr {
    private final Child<Expr> cond;
    private final Child<Expr> then;
    private final Child<Expr> otherwise;

    public Conditional(Expr cond, Expr then, Expr otherwise) {
        this.cond = child(Expr.class, cond);
        this.then = child(Expr.class, then);
        this.otherwise = child(Expr.class, otherwise);
    }

    public Expr cond() {
        return cond.get();
    }

    public Expr then() {
        return then.get();
    }

    public Expr otherwise() {
        return otherwise.get();
    }

    @Override
    public Expr copy() {
        return copied(new Conditional(cond().copy(), then() == null ? null : then().copy(), otherwise().copy()));
    }
}
