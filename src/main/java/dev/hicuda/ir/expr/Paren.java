package dev.hicuda.ir.expr;

import dev.hicuda.ir.Node;

import java.util.List;

/** Parentheses the user wrote (kept so that printed code reads like the source). */
public final class Paren extends Expr {
    private Expr inner;

    public Paren(Expr inner) {
        this.inner = adopt(inner);
    }

    public Expr inner() {
        return inner;
    }

    @Override
    public List<Node> children() {
        return list(inner);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        if (old == inner) {
            inner = adopt((Expr) r);
            return true;
        }
        return false;
    }

    @Override
    public Expr copy() {
        return copied(new Paren(inner.copy()));
    }

    /** Strips any number of parentheses. */
    public static Expr strip(Expr e) {
        while (e instanceof Paren p) {
            e = p.inner;
        }
        return e;
    }
}
