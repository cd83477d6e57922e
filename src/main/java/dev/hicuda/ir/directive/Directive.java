package dev.hicuda.ir.directive;

import dev.hicuda.ir.Node;

/**
 * A parsed directive ({@code #pragma hicuda ...} or {@code #pragma mint ...}).  Both dialects
 * produce the same node classes; {@link #dialect()} only says which one the line was written in,
 * for the checks on where each language's directives may stand and for messages.
 */
public abstract class Directive extends Node {
    private String dialect = "hicuda";

    /** The directive's keyword as written: kernel, loop_partition, global, parallel, for, copy, ... */
    public abstract String keyword();

    /** The word after {@code #pragma} of the line this directive was written on: hicuda or mint. */
    public String dialect() {
        return dialect;
    }

    public void setDialect(String dialect) {
        this.dialect = dialect;
    }

    /**
     * A deep copy (expressions copied, with their symbols and positions), for a copy of the code the
     * directive stands in: a function cloned for another context of calls.
     */
    public abstract Directive copy();

    /** Gives {@code copy} this directive's dialect and position; returns it. */
    protected <T extends Directive> T copied(T copy) {
        copy.setDialect(dialect);
        copy.at(pos());
        return copy;
    }

    /** Copies of expressions (null stays null). */
    protected static java.util.List<dev.hicuda.ir.expr.Expr> copies(java.util.List<dev.hicuda.ir.expr.Expr> l) {
        java.util.List<dev.hicuda.ir.expr.Expr> out = new java.util.ArrayList<>();
        for (dev.hicuda.ir.expr.Expr e : l) {
            out.add(e.copy());
        }
        return out;
    }

    /** Whether the directive was written as {@code #pragma mint}. */
    public boolean isMint() {
        return dialect.equals("mint");
    }
}
