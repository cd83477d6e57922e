package dev.hicuda.ir.expr;

import dev.hicuda.ir.Node;

import java.util.List;

/** Array subscript {@code base[index]}. */
public final class Index extends Expr {
    private Expr base;
    private Expr index;

    public Index(Expr base, Expr index) {
        this.base = adopt(base);
        this.index = adopt(index);
    }

    public Expr base() {
        return base;
    }

    public Expr index() {
        return index;
    }

    public void setBase(Expr e) {
        base = adopt(e);
    }

    public void setIndex(Expr e) {
        index = adopt(e);
    }

    @Override
    public List<Node> children() {
        return list(base, index);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        if (old == base) {
            setBase((Expr) r);
            return true;
        }
        if (old == index) {
            setIndex((Expr) r);
            return true;
        }
        return false;
    }

    @Override
    public Expr copy() {
        return copied(new Index(base.copy(), index.copy()));
    }
}
