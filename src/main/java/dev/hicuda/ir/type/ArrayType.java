package dev.hicuda.ir.type;

import dev.hicuda.ir.expr.Expr;

import java.util.ArrayList;
import java.util.List;

/** Array of a type; the length is known as an expression and, where constant, as a number. */
public final class ArrayType extends CType {
    private final CType element;
    private final Expr lengthExpr;
    private final Long length;

    public ArrayType(CType element, Expr lengthExpr, Long length) {
        this.element = element;
        this.lengthExpr = lengthExpr;
        this.length = length;
    }

    public CType element() {
        return element;
    }

    /** The length as written (may mention macros and variables), or null for {@code []}. */
    public Expr lengthExpr() {
        return lengthExpr;
    }

    /** The length, when it is a compile-time constant. */
    public Long length() {
        return length;
    }

    /** The dimensions of this (possibly multi-dimensional) array, outermost first. */
    public List<ArrayType> dimensions() {
        List<ArrayType> l = new ArrayList<>();
        CType t = this;
        while (t.resolved() instanceof ArrayType a) {
            l.add(a);
            t = a.element;
        }
        return l;
    }

    /** The innermost non-array element type. */
    public CType scalarElement() {
        CType t = this;
        while (t.resolved() instanceof ArrayType a) {
            t = a.element;
        }
        return t;
    }

    @Override
    public Long size() {
        Long e = element.size();
        return e == null || length == null ? null : e * length;
    }

    @Override
    public long align() {
        return element.align();
    }

    @Override
    public String describe() {
        StringBuilder sb = new StringBuilder(scalarElement().describe());
        for (ArrayType a : dimensions()) {
            sb.append('[').append(a.length == null ? "" : a.length).append(']');
        }
        return sb.toString();
    }
}
