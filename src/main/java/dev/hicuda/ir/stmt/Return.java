package dev.hicuda.ir.stmt;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.expr.Expr;

import java.util.List;

/** {@code return value;} (value may be null). */
public final class Return extends Stmt {
    private Expr value;

    public Return(Expr value) {
        this.value = adopt(value);
    }

    public Expr value() {
        return value;
    }

    public void setValue(Expr e) {
        value = adopt(e);
    }

    @Override
    public List<Node> children() {
        return list(value);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        if (old == value) {
            value = adopt((Expr) r);
            return true;
        }
        return false;
    }
}
