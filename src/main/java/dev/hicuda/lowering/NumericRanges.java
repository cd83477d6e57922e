package dev.hicuda.lowering;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.expr.*;
import dev.hicuda.ir.stmt.For;

import java.util.HashMap;
import java.util.Map;

/**
 * Conservative numeric ranges [lo, hi] of integer expressions, for deciding at compile time
 * whether a shared-memory transfer can go out of an array's bounds.  The variables of the
 * enclosing {@code for} loops (in their sequential form, before partitioning) range over the
 * values the loop gives them; constants and macros come from ConstEval; anything else is unknown.
 */
final class NumericRanges {
    record Range(long lo, long hi) {
    }

    private final Exprs ex;
    private final Map<String, Range> vars = new HashMap<>();

    private NumericRanges(Exprs ex) {
        this.ex = ex;
    }

    /** The ranges of the loop variables of the for loops enclosing {@code at}, up to {@code top}. */
    static NumericRanges at(Node at, Node top, Exprs ex) {
        NumericRanges r = new NumericRanges(ex);
        java.util.List<For> loops = new java.util.ArrayList<>();
        for (Node p = at.parent(); p != null && p != top; p = p.parent()) {
            if (p instanceof For f && at.isInside(f.body())) {
                loops.add(0, f);
            }
        }
        for (For f : loops) {
            r.addLoop(f);
        }
        return r;
    }

    private void addLoop(For f) {
        LoopHeader h = LoopHeader.of(f, ex);
        if (h == null) {
            return;
        }
        long step = h.step();
        Range lb = range(h.init());
        Range ub = range(h.bound());
        if (lb == null || ub == null) {
            return;
        }
        switch (h.rel()) {
            case "<", "<=" -> {
                if (step <= 0) {
                    return;
                }
                long last = h.rel().equals("<") ? ub.hi - 1 : ub.hi;
                if (lb.lo == lb.hi) {
                    if (last < lb.lo) {
                        return; // the loop never runs
                    }
                    last = lb.lo + (last - lb.lo) / step * step;
                }
                vars.put(h.var(), new Range(lb.lo, Math.max(lb.lo, last)));
            }
            case ">", ">=" -> {
                if (step >= 0) {
                    return;
                }
                long last = h.rel().equals(">") ? ub.lo + 1 : ub.lo;
                if (lb.lo == lb.hi) {
                    if (last > lb.hi) {
                        return;
                    }
                    last = lb.hi - (lb.hi - last) / -step * -step;
                }
                vars.put(h.var(), new Range(Math.min(lb.hi, last), lb.hi));
            }
            default -> {
            }
        }
    }

    /** The range of {@code e}, or null when unknown. */
    Range range(Expr e) {
        Long v = ex.value(e);
        if (v != null) {
            return new Range(v, v);
        }
        if (e instanceof Paren p) {
            return range(p.inner());
        }
        if (e instanceof Cast c) {
            return range(c.operand());
        }
        if (e instanceof Ident i) {
            return vars.get(i.name());
        }
        if (e instanceof Unary u && u.op().equals("-") && !u.isPostfix()) {
            Range r = range(u.operand());
            return r == null ? null : new Range(-r.hi, -r.lo);
        }
        if (e instanceof Binary b) {
            Range l = range(b.left());
            Range r = range(b.right());
            if (l == null || r == null) {
                return null;
            }
            switch (b.op()) {
                case "+":
                    return new Range(l.lo + r.lo, l.hi + r.hi);
                case "-":
                    return new Range(l.lo - r.hi, l.hi - r.lo);
                case "*": {
                    long[] p = {l.lo * r.lo, l.lo * r.hi, l.hi * r.lo, l.hi * r.hi};
                    long lo = Long.MAX_VALUE;
                    long hi = Long.MIN_VALUE;
                    for (long x : p) {
                        lo = Math.min(lo, x);
                        hi = Math.max(hi, x);
                    }
                    return new Range(lo, hi);
                }
                case "/":
                    if (r.lo == r.hi && r.lo > 0 && l.lo >= 0) {
                        return new Range(l.lo / r.lo, l.hi / r.lo);
                    }
                    return null;
                default:
                    return null;
            }
        }
        return null;
    }
}
