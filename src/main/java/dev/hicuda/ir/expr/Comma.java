package dev.hicuda.ir.expr;

import dev.hicuda.ir.ChildList;

import java.util.List;

/** The comma operator: {@code a, b, c}. */
public final class Comma extends Expr {
    private final ChildList<Expr> items;

    public Comma(List<Expr> items) {
        this.items = childList(Expr.class, items);
    }

    public List<Expr> items() {
        return items.get();
    }

    @Override
    public Expr copy() {
        return copied(new Comma(copyAll(items())));
    }
}
