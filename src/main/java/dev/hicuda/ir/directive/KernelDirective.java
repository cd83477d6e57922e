package dev.hicuda.ir.directive;

import dev.hicuda.ir.ChildList;
import dev.hicuda.ir.expr.Expr;

import java.util.List;

/** {@code kernel NAME tblock(B1,...,Bn) thread(T1,...,Tm) [nowait]}. */
public final class KernelDirective extends Directive {
    private final String name;
    private final ChildList<Expr> tblock;
    private final ChildList<Expr> thread;
    private final boolean nowait;

    public KernelDirective(String name, List<Expr> tblock, List<Expr> thread, boolean nowait) {
        this.name = name;
        this.tblock = childList(Expr.class, tblock);
        this.thread = childList(Expr.class, thread);
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
        return tblock.get();
    }

    public List<Expr> thread() {
        return thread.get();
    }

    public boolean nowait() {
        return nowait;
    }
}
