package dev.hicuda.ir.expr;

import dev.hicuda.ir.Child;

/** Prefix and postfix unary operators: + - ! ~ * &amp; ++ --. */
public final class Unary extends Expr {
    private final String op;
    private final boolean postfix;
    private final Child<Expr> operand;

    public Unary(String op, Expr operand, boolean postfix) {
        this.op = op;
        this.postfix = postfix;
        this.operand = child(Expr.class, operand);
    }

    public String op() {
        return op;
    }

    public boolean isPostfix() {
        return postfix;
    }

    public Expr operand() {
        return operand.get();
    }

    public void setOperand(Expr e) {
        operand.set(e);
    }

    public boolean isIncDec() {
        return op.equals("++") || op.equals("--");
    }

    @Override
    public Expr copy() {
        return copied(new Unary(op, operand().copy(), postfix));
    }
}
