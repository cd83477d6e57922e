package dev.hicuda.ir.directive;

import dev.hicuda.ir.ChildList;
import dev.hicuda.ir.expr.Expr;

import java.util.List;

/** {@code shape PTR[d1][d2]...}: the dimensions of a dynamically allocated array. */
public final class ShapeDirective extends Directive {
    private final String name;
    private final ChildList<Expr> dims;

    public ShapeDirective(String name, List<Expr> dims) {
        this.name = name;
        this.dims = childList(Expr.class, dims);
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
