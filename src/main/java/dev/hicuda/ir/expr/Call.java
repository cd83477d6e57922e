package dev.hicuda.ir.expr;

import dev.hicuda.ir.Node;

import java.util.ArrayList;
import java.util.List;

/** A function call (also a use of a function-like macro, which parses the same way). */
public final class Call extends Expr {
    private Expr callee;
    private List<Expr> args;

    public Call(Expr callee, List<Expr> args) {
        this.callee = adopt(callee);
        this.args = adoptAll(args);
    }

    public Expr callee() {
        return callee;
    }

    /** The called name when the callee is a plain identifier, else null. */
    public String calleeName() {
        return callee instanceof Ident i ? i.name() : null;
    }

    public List<Expr> args() {
        return args;
    }

    public void setArgs(List<Expr> a) {
        args = adoptAll(a);
    }

    @Override
    public List<Node> children() {
        List<Node> l = new ArrayList<>();
        l.add(callee);
        l.addAll(args);
        return l;
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        if (old == callee) {
            callee = adopt((Expr) r);
            return true;
        }
        int i = args.indexOf(old);
        if (i >= 0) {
            args.set(i, adopt((Expr) r));
            return true;
        }
        return false;
    }

    @Override
    public Expr copy() {
        List<Expr> a = new ArrayList<>();
        for (Expr e : args) {
            a.add(e.copy());
        }
        return copied(new Call(callee.copy(), a));
    }
}
