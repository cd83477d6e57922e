package dev.hicuda.ir.expr;

/**
 * An expression kept as text, which no analysis looks into: the member designator of
 * {@code __builtin_offsetof}, a C11 {@code _Generic} selection.  Printed as given.
 */
public final class VerbatimExpr extends Expr {
    private final String text;

    public VerbatimExpr(String text) {
        this.text = text;
    }

    public String text() {
        return text;
    }

    @Override
    public Expr copy() {
        return copied(new VerbatimExpr(text));
    }
}
