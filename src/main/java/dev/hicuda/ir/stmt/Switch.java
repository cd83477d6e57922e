package dev.hicuda.ir.stmt;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.expr.Expr;

/** {@code switch (cond) body}. */
public final class Switch extends Stmt {
    private final Child<Expr> cond;
    private final Child<Stmt> body;

    public Switch(Expr cond, Stmt body) {
        this.cond = child(Expr.class, cond);
        this.body = child(Stmt.class, body);
    }

    public Expr cond() {
        return cond.get();
    }

    public Stmt body() {
        return body.get();
    }
}
