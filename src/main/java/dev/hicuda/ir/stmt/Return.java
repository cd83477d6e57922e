package dev.hicuda.ir.stmt;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.expr.Expr;

/** {@code return value;} (value may be null). */
public final class Return extends Stmt {
    private final Child<Expr> value;

    public Return(Expr value) {
        this.value = child(Expr.class, value);
    }

    public Expr value() {
        return value.get();
    }

    public void setValue(Expr e) {
        value.set(e);
    }
}
