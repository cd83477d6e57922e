package dev.hicuda.ir.expr;

import dev.hicuda.ir.Node;

import java.util.List;

/** A binary operator other than assignment and comma. */
public final class Binary extends Expr {
    private final String op;
    private Expr left;
    private Expr right;

    public Binary(String op, Expr left, Expr right) {
        this.op = op;
        this.left = adopt(left);
        this.right = adopt(right);
    }

    public String op() {
        return op;
    }

    public Expr left() {
        return left;
    }

    public Expr right() {
        return right;
    }

    public void setLeft(Expr e) {
        left = adopt(e);
    }

    public void setRight(Expr e) {
        right = adopt(e);
    }

    @Override
    public List<Node> children() {
        return list(left, right);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        if (old == left) {
            setLeft((Expr) r);
            return true;
        }
        if (old == right) {
            setRight((Expr) r);
            return true;
        }
        return false;
    }

    @Override
    public Expr copy() {
        return copied(new Binary(op, left.copy(), right.copy()));
    }
}
