package dev.hicuda.ir.stmt;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.expr.Expr;

import java.util.List;

/** {@code if (cond) then [else otherwise]}. */
public final class If extends Stmt {
    private Expr cond;
    private Stmt then;
    private Stmt otherwise;

    public If(Expr cond, Stmt then, Stmt otherwise) {
        this.cond = adopt(cond);
        this.then = adopt(then);
        this.otherwise = adopt(otherwise);
    }

    public Expr cond() {
        return cond;
    }

    public Stmt then() {
        return then;
    }

    public Stmt otherwise() {
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
            then = adopt((Stmt) r);
        } else if (old == otherwise) {
            otherwise = adopt((Stmt) r);
        } else {
            return false;
        }
        return true;
    }
}
