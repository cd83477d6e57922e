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

    /** Whether the directive was written as {@code #pragma mint}. */
    public boolean isMint() {
        return dialect.equals("mint");
    }
}
