package dev.hicuda.ir.expr;

import dev.hicuda.ir.Node;

import java.util.List;

/** {@code sizeof expr}. */
public final class SizeofExpr extends Expr {
    private Expr operand;

    public SizeofExpr(Expr operand) {
        this.operand = adopt(operand);
    }

    public Expr operand() {
        return operand;
    }

    @Override
    public List<Node> children() {
        return list(operand);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        if (old == operand) {
            operand = adopt((Expr) r);
            return true;
        }
        return false;
    }

    @Override
    public Expr copy() {
        return copied(new SizeofExpr(operand.copy()));
    }
}
