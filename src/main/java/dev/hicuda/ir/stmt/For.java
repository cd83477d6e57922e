package dev.hicuda.ir.stmt;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.expr.Expr;

import java.util.List;

/** {@code for (init; cond; step) body}; init is a {@link DeclStmt}, an {@link ExprStmt} or null. */
public final class For extends Stmt {
    private Stmt init;
    private Expr cond;
    private Expr step;
    private Stmt body;

    public For(Stmt init, Expr cond, Expr step, Stmt body) {
        this.init = adopt(init);
        this.cond = adopt(cond);
        this.step = adopt(step);
        this.body = adopt(body);
    }

    public Stmt init() {
        return init;
    }

    public Expr cond() {
        return cond;
    }

    public Expr step() {
        return step;
    }

    public Stmt body() {
        return body;
    }

    public void setInit(Stmt s) {
        init = adopt(s);
    }

    public void setCond(Expr e) {
        cond = adopt(e);
    }

    public void setStep(Expr e) {
        step = adopt(e);
    }

    public void setBody(Stmt s) {
        body = adopt(s);
    }

    @Override
    public List<Node> children() {
        return list(init, cond, step, body);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        if (old == init) {
            init = adopt((Stmt) r);
        } else if (old == cond) {
            cond = adopt((Expr) r);
        } else if (old == step) {
            step = adopt((Expr) r);
        } else if (old == body) {
            body = adopt((Stmt) r);
        } else {
            return false;
        }
        return true;
    }
}
