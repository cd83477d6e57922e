package dev.hicuda.ir.expr;

import dev.hicuda.ir.Child;

/** Simple or compound assignment: {@code target op value} with op one of = += -= ... */
public final class Assign extends Expr {
    private final String op;
    private final Child<Expr> target;
    private final Child<Expr> value;

    public Assign(String op, Expr target, Expr value) {
        this.op = op;
        this.target = child(Expr.class, target);
        this.value = child(Expr.class, value);
    }

    public String op() {
        return op;
    }

    public Expr target() {
        return target.get();
    }

    public Expr value() {
        return value.get();
    }

    public void setTarget(Expr e) {
        target.set(e);
    }

    public void setValue(Expr e) {
        value.set(e);
    }

    @Override
    public Expr copy() {
        return copied(new Assign(op, target().copy(), value().copy()));
    }
}
