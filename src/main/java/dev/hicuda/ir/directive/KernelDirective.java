package dev.hicuda.ir.directive;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.expr.Expr;

import java.util.ArrayList;
import java.util.List;

/** {@code kernel NAME tblock(B1,...,Bn) thread(T1,...,Tm) [nowait]}. */
public final class KernelDirective extends Directive {
    private final String name;
    private final List<Expr> tblock;
    private final List<Expr> thread;
    private final boolean nowait;

    public KernelDirective(String name, List<Expr> tblock, List<Expr> thread, boolean nowait) {
        this.name = name;
        this.tblock = adoptAll(tblock);
        this.thread = adoptAll(thread);
        this.nowait = nowait;
    }

    @Override
    public String keyword() {
        return "kernel";
    }

    public String name() {
        return name;
    }

    public List<Expr> tblock() {
        return tblock;
    }

    public List<Expr> thread() {
        return thread;
    }

    public boolean nowait() {
        return nowait;
    }

    @Override
    public List<Node> children() {
        List<Node> l = new ArrayList<>(tblock);
        l.addAll(thread);
        return l;
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        int i = tblock.indexOf(old);
        if (i >= 0) {
            tblock.set(i, adopt((Expr) r));
            return true;
        }
        i = thread.indexOf(old);
        if (i >= 0) {
            thread.set(i, adopt((Expr) r));
            return true;
        }
        return false;
    }
}
