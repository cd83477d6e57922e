package dev.hicuda.ir.expr;

import dev.hicuda.ir.Node;

import java.util.List;

/** Simple or compound assignment: {@code target op value} with op one of = += -= ... */
public final class Assign extends Expr {
    private final String op;
    private Expr target;
    private Expr value;

    public Assign(String op, Expr target, Expr value) {
        this.op = op;
        this.target = adopt(target);
        this.value = adopt(value);
    }

    public String op() {
        return op;
    }

    public Expr target() {
        return target;
    }

    public Expr value() {
        return value;
    }

    public void setTarget(Expr e) {
        target = adopt(e);
    }

    public void setValue(Expr e) {
        value = adopt(e);
    }

    @Override
    public List<Node> children() {
        return list(target, value);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        if (old == target) {
            setTarget((Expr) r);
            return true;
        }
        if (old == value) {
            setValue((Expr) r);
            return true;
        }
        return false;
    }

    @Override
    public Expr copy() {
        return copied(new Assign(op, target.copy(), value.copy()));
    }
}
