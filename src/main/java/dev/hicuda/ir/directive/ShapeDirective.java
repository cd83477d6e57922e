package dev.hicuda.ir.directive;

import dev.hicuda.ir.ChildList;
import dev.hicuda.ir.expr.Expr;

import java.util.List;

/**
 * {@code shape PTR[d1][d2]...}: the dimensions of a dynamically allocated array.  A shape the
 * compiler derives itself (from a Mint copy's dimensions) is {@link #implicit()}: it leaves no
 * trace in the output.
 */
public final class ShapeDirective extends Directive {
    private final String name;
    private final ChildList<Expr> dims;
    private final boolean implicit;

    public ShapeDirective(String name, List<Expr> dims) {
        this(name, dims, false);
    }

    public ShapeDirective(String name, List<Expr> dims, boolean implicit) {
        this.name = name;
        this.dims = childList(Expr.class, dims);
        this.implicit = implicit;
    }

    /** Whether the compiler made this shape (from another directive's dimensions) rather than the user. */
    public boolean implicit() {
        return implicit;
    }

    @Override
    public String keyword() {
        return "shape";
    }

    public String name() {
        return name;
    }

    public List<Expr> dims() {
        return dims.get();
    }
}
