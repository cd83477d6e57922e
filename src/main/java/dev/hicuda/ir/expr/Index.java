package dev.hicuda.ir.expr;

import dev.hicuda.ir.Child;

/** Array subscript {@code base[index]}. */
public final class Index extends Expr {
    private final Child<Expr> base;
    private final Child<Expr> index;

    public Index(Expr base, Expr index) {
        this.base = child(Expr.class, base);
        this.index = child(Expr.class, index);
    }

    public Expr base() {
        return base.get();
    }

    public Expr index() {
        return index.get();
    }

    public void setBase(Expr e) {
        base.set(e);
    }

    public void setIndex(Expr e) {
        index.set(e);
    }

    @Override
    public Expr copy() {
        return copied(new Index(base().copy(), index().copy()));
    }
}
