package dev.hicuda.ir.stmt;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.expr.Expr;

/** {@code for (init; cond; step) body}; init is a {@link DeclStmt}, an {@link ExprStmt} or null. */
public final class For extends Stmt {
    private final Child<Stmt> init;
    private final Child<Expr> cond;
    private final Child<Expr> step;
    private final Child<Stmt> body;

    public For(Stmt init, Expr cond, Expr step, Stmt body) {
        this.init = child(Stmt.class, init);
        this.cond = child(Expr.class, cond);
        this.step = child(Expr.class, step);
        this.body = child(Stmt.class, body);
    }

    public Stmt init() {
        return init.get();
    }

    public Expr cond() {
        return cond.get();
    }

    public Expr step() {
        return step.get();
    }

    public Stmt body() {
        return body.get();
    }

    public void setInit(Stmt s) {
        init.set(s);
    }

    public void setCond(Expr e) {
        cond.set(e);
    }

    public void setStep(Expr e) {
        step.set(e);
    }

    public void setBody(Stmt s) {
        body.set(s);
    }
}
