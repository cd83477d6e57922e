package dev.hicuda.ir.expr;

import dev.hicuda.ir.Node;

import java.util.List;

/** {@code cond ? then : otherwise}. */
public final class Conditional extends Expr {
    private Expr cond;
    private Expr then;
    private Expr otherwise;

    public Conditional(Expr cond, Expr then, Expr otherwise) {
        this.cond = adopt(cond);
        this.then = adopt(then);
        this.otherwise = adopt(otherwise);
    }

    public Expr cond() {
        return cond;
    }

    public Expr then() {
        return then;
    }

    public Expr otherwise() {
        return otherwise;
    }

    @Override
    public List<Node> children() {
        return list(cond, then, otherwise);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        if (old == cond) {
            cond = adopt((Expr) r);
        } else if (old == then) {
            then = adopt((Expr) r);
        } else if (old == otherwise) {
            otherwise = adopt((Expr) r);
        } else {
            return false;
        }
        return true;
    }

    @Override
    public Expr copy() {
        return copied(new Conditional(cond.copy(), then.copy(), otherwise.copy()));
    }
}
