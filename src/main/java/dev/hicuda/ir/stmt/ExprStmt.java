package dev.hicuda.ir.stmt;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.expr.Expr;

import java.util.List;

/** An expression statement; a null expression is the empty statement {@code ;}. */
public final class ExprStmt extends Stmt {
    private Expr expr;

    public ExprStmt(Expr expr) {
        this.expr = adopt(expr);
    }

    public Expr expr() {
        return expr;
    }

    public void setExpr(Expr e) {
        expr = adopt(e);
    }

    @Override
    public List<Node> children() {
        return list(expr);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        if (old == expr) {
            expr = adopt((Expr) r);
            return true;
        }
        return false;
    }
}
