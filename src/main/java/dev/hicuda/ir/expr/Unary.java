package dev.hicuda.ir.expr;

import dev.hicuda.ir.Node;

import java.util.List;

/** Prefix and postfix unary operators: + - ! ~ * &amp; ++ --. */
public final class Unary extends Expr {
    private final String op;
    private final boolean postfix;
    private Expr operand;

    public Unary(String op, Expr operand, boolean postfix) {
        this.op = op;
        this.postfix = postfix;
        this.operand = adopt(operand);
    }

    public String op() {
        return op;
    }

    public boolean isPostfix() {
        return postfix;
    }

    public Expr operand() {
        return operand;
    }

    public void setOperand(Expr e) {
        operand = adopt(e);
    }

    public boolean isIncDec() {
        return op.equals("++") || op.equals("--");
    }

    @Override
    public List<Node> children() {
        return list(operand);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        if (old == operand) {
            setOperand((Expr) r);
            return true;
        }
        return false;
    }

    @Override
    public Expr copy() {
        return copied(new Unary(op, operand.copy(), postfix));
    }
}
