package dev.hicuda.ir.expr;

import dev.hicuda.ir.Child;

/** A binary operator other than assignment and comma. */
public final class Binary extends Expr {
    private final String op;
    private final Child<Expr> left;
    private final Child<Expr> right;

    public Binary(String op, Expr left, Expr right) {
        this.op = op;
        this.left = child(Expr.class, left);
        this.right = child(Expr.class, right);
    }

    public String op() {
        return op;
    }

    public Expr left() {
        return left.get();
    }

    public Expr right() {
        return right.get();
    }

    public void setLeft(Expr e) {
        left.set(e);
    }

    public void setRight(Expr e) {
        right.set(e);
    }

    @Override
    public Expr copy() {
        return copied(new Binary(op, left().copy(), right().copy()));
    }
}
