package dev.hicuda.ir.expr;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.ChildList;

import java.util.List;

/** A function call (also a use of a function-like macro, which parses the same way). */
public final class Call extends Expr {
    private final Child<Expr> callee;
    private final ChildList<Expr> args;

    public Call(Expr callee, List<Expr> args) {
        this.callee = child(Expr.class, callee);
        this.args = childList(Expr.class, args);
    }

    public Expr callee() {
        return callee.get();
    }

    /** The called name when the callee is a plain identifier, else null. */
    public String calleeName() {
        return callee() instanceof Ident i ? i.name() : null;
    }

    public List<Expr> args() {
        return args.get();
    }

    public void setArgs(List<Expr> a) {
        args.set(a);
    }

    @Override
    public Expr copy() {
        return copied(new Call(callee().copy(), copyAll(args())));
    }
}
