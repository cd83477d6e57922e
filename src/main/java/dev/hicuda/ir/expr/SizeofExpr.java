package dev.hicuda.ir.expr;

import dev.hicuda.ir.Child;

/** {@code sizeof expr}, or GNU C's {@code __alignof__ expr} ({@link #keyword()}). */
public final class SizeofExpr extends Expr {
    private final String keyword;
    private final Child<Expr> operand;

    public SizeofExpr(Expr operand) {
        this("sizeof", operand);
    }

    public SizeofExpr(String keyword, Expr operand) {
        this.keyword = keyword;
        this.operand = child(Expr.class, operand);
    }

    public String keyword() {
        return keyword;
    }

    public Expr operand() {
        return operand.get();
    }

    @Override
    public Expr copy() {
        return copied(new SizeofExpr(keyword, operand().copy()));
    }
}
