package dev.hicuda.ir.stmt;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.expr.Expr;

/**
 * A labelled statement: {@code name: stmt}, {@code case value: stmt} or {@code default: stmt}
 * (see {@link Kind}).
 */
public final class Labeled extends Stmt {
    public enum Kind { LABEL, CASE, DEFAULT }

    private final Kind kind;
    private final String label;
    private final Child<Expr> caseValue;
    private final Child<Expr> caseHigh;
    private final Child<Stmt> body;
    /** GNU attributes after the colon of a label ({@code done: __attribute__((unused));}), as written; "" when none. */
    private String attributes = "";

    public Labeled(Kind kind, String label, Expr caseValue, Stmt body) {
        this(kind, label, caseValue, null, body);
    }

    /** A GNU case range {@code case low ... high:} when {@code caseHigh} is not null. */
    public Labeled(Kind kind, String label, Expr caseValue, Expr caseHigh, Stmt body) {
        this.kind = kind;
        this.label = label;
        this.caseValue = child(Expr.class, caseValue);
        this.caseHigh = child(Expr.class, caseHigh);
        this.body = child(Stmt.class, body);
    }

    /** The upper bound of a GNU case range, or null. */
    public Expr caseHigh() {
        return caseHigh.get();
    }

    public Kind kind() {
        return kind;
    }

    public String attributes() {
        return attributes;
    }

    public Labeled setAttributes(String text) {
        attributes = text == null ? "" : text;
        return this;
    }

    public String label() {
        return label;
    }

    public Expr caseValue() {
        return caseValue.get();
    }

    public Stmt body() {
        return body.get();
    }
}
