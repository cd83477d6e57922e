package dev.hicuda.ir.stmt;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.expr.Expr;

/** {@code if (cond) then [else otherwise]}. */
public final class If extends Stmt {
    private final Child<Expr> cond;
    private final Child<Stmt> then;
    private final Child<Stmt> otherwise;

    public If(Expr cond, Stmt then, Stmt otherwise) {
        this.cond = child(Expr.class, cond);
        this.then = child(Stmt.class, then);
        this.otherwise = child(Stmt.class, otherwise);
    }

    public Expr cond() {
        return cond.get();
    }

    public Stmt then() {
        return then.get();
    }

    public Stmt otherwise() {
        return otherwise.get();
    }
}
