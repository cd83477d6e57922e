package dev.hicuda.ir.stmt;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.expr.Expr;

import java.util.List;

/** {@code switch (cond) body}. */
public final class Switch extends Stmt {
    private Expr cond;
    private Stmt body;

    public Switch(Expr cond, Stmt body) {
        this.cond = adopt(cond);
        this.body = adopt(body);
    }

    public Expr cond() {
        return cond;
    }

    public Stmt body() {
        return body;
    }

    @Override
    public List<Node> children() {
        return list(cond, body);
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
