package dev.hicuda.ir.stmt;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.expr.Expr;

/** {@code break;}, {@code continue;}, {@code goto label;} or GNU C's {@code goto *expr;}. */
public final class Jump extends Stmt {
    public enum Kind { BREAK, CONTINUE, GOTO, COMPUTED_GOTO }

    private final Kind kind;
    private final String label;
    private final Child<Expr> target;

    public Jump(Kind kind, String label) {
        this(kind, label, null);
    }

    public Jump(Kind kind, String label, Expr target) {
        this.kind = kind;
        this.label = label;
        this.target = child(Expr.class, target);
    }

    /** The address a computed goto jumps to. */
    public Expr target() {
        return target.get();
    }

    public Kind kind() {
        return kind;
    }

    public String label() {
        return label;
    }
}
