package dev.hicuda.ir.stmt;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.expr.Expr;

import java.util.List;

/** {@code while (cond) body}, or {@code do body while (cond);} when {@link #isDoWhile()}. */
public final class While extends Stmt {
    private Expr cond;
    private Stmt body;
    private final boolean doWhile;

    public While(Expr cond, Stmt body, boolean doWhile) {
        this.cond = adopt(cond);
        this.body = adopt(body);
        this.doWhile = doWhile;
    }

    public Expr cond() {
        return cond;
    }

    public Stmt body() {
        return body;
    }

    public boolean isDoWhile() {
        return doWhile;
    }

    @Override
    public List<Node> children() {
        return doWhile ? list(body, cond) : list(cond, body);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        if (old == cond) {
            cond = adopt((Expr) r);
        } else if (old == body) {
            body = adopt((Stmt) r);
        } else {
            return false;
        }
        return true;
    }
}
