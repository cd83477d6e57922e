package dev.hicuda.ir.expr;

import dev.hicuda.ir.Child;

/** {@code sizeof expr}. */
public final class SizeofExpr extends Expr {
    private final Child<Expr> operand;

    public SizeofExpr(Expr operand) {
        this.operand = child(Expr.class, operand);
    }

    public Expr operand() {
        return operand.get();
    }

    @Override
    public Expr copy() {
        return copied(new SizeofExpr(operand().copy()));
    }
}
