package dev.hicuda.ir.stmt;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.expr.Expr;

/** {@code while (cond) body}, or {@code do body while (cond);} when {@link #isDoWhile()}. */
public final class While extends Stmt {
    private final Child<Expr> cond;
    private final Child<Stmt> body;
    private final boolean doWhile;

    public While(Expr cond, Stmt body, boolean doWhile) {
        // children in the order they are written: a do-while's body before its condition
        if (doWhile) {
            this.body = child(Stmt.class, body);
            this.cond = child(Expr.class, cond);
        } else {
            this.cond = child(Expr.class, cond);
            this.body = child(Stmt.class, body);
        }
        this.doWhile = doWhile;
    }

    public Expr cond() {
        return cond.get();
    }

    public Stmt body() {
        return body.get();
    }

    public boolean isDoWhile() {
        return doWhile;
    }
}
