package dev.hicuda.ir.expr;

import dev.hicuda.ir.Node;

import java.util.List;

/** {@code base.name} or {@code base->name}. */
public final class Member extends Expr {
    private Expr base;
    private final String name;
    private final boolean arrow;

    public Member(Expr base, String name, boolean arrow) {
        this.base = adopt(base);
        this.name = name;
        this.arrow = arrow;
    }

    public Expr base() {
        return base;
    }

    public String name() {
        return name;
    }

    public boolean isArrow() {
        return arrow;
    }

    @Override
    public List<Node> children() {
        return list(base);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        if (old == base) {
            base = adopt((Expr) r);
            return true;
        }
        return false;
    }

    @Override
    public Expr copy() {
        return copied(new Member(base.copy(), name, arrow));
    }
}
