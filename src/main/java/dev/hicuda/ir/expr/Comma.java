package dev.hicuda.ir.expr;

import dev.hicuda.ir.Node;

import java.util.ArrayList;
import java.util.List;

/** The comma operator: {@code a, b, c}. */
public final class Comma extends Expr {
    private final List<Expr> items;

    public Comma(List<Expr> items) {
        this.items = adoptAll(items);
    }

    public List<Expr> items() {
        return items;
    }

    @Override
    public List<Node> children() {
        return new ArrayList<>(items);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        int i = items.indexOf(old);
        if (i < 0) {
            return false;
        }
        items.set(i, adopt((Expr) r));
        return true;
    }

    @Override
    public Expr copy() {
        List<Expr> c = new ArrayList<>();
        for (Expr e : items) {
            c.add(e.copy());
        }
        return copied(new Comma(c));
    }
}
