package dev.hicuda.ir.expr;

import dev.hicuda.ir.Child;

/** {@code base.name} or {@code base->name}. */
public final class Member extends Expr {
    private final Child<Expr> base;
    private final String name;
    private final boolean arrow;

    public Member(Expr base, String name, boolean arrow) {
        this.base = child(Expr.class, base);
        this.name = name;
        this.arrow = arrow;
    }

    public Expr base() {
        return base.get();
    }

    public String name() {
        return name;
    }

    public boolean isArrow() {
        return arrow;
    }

    @Override
    public Expr copy() {
        return copied(new Member(base().copy(), name, arrow));
    }
}
