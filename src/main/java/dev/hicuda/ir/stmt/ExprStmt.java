package dev.hicuda.ir.stmt;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.expr.Expr;

/** An expression statement; a null expression is the empty statement {@code ;}. */
public final class ExprStmt extends Stmt {
    private final Child<Expr> expr;

    public ExprStmt(Expr expr) {
        this.expr = child(Expr.class, expr);
    }

    public Expr expr() {
        return expr.get();
    }

    public void setExpr(Expr e) {
        expr.set(e);
    }
}
