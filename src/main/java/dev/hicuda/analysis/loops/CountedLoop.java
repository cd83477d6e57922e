package dev.hicuda.analysis.loops;

import dev.hicuda.analysis.affine.Exprs;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.affine.Poly;
import dev.hicuda.analysis.affine.PolyReader;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.expr.*;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.symbol.Symbol;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A {@code for} loop of the form {@code for (v = first; v REL bound; v += step)} (the
 * initialization and step forms of {@link LoopHeader}; the comparison may be written either way
 * round) with a non-zero constant step, whose variable and whose bounds' variables the body does
 * not change.  Inside its body, v lies in
 * [first, bound - 1] for {@code <}, [first, bound] for {@code <=}, [bound + 1, first] for
 * {@code >} and [bound, first] for {@code >=}.
 */
public record CountedLoop(For loop, Symbol var, Expr first, String rel, Expr bound, long step) {

    /** The loop's counted form, or null when it has another shape or its body changes v or a bound. */
    public static CountedLoop of(For f, ConstEval constants) {
        LoopHeader.Init init = LoopHeader.init(f);
        if (init == null) {
            return null;
        }
        String name = init.var();
        Expr first = init.value();
        LoopHeader.Condition cond = LoopHeader.condition(f.cond(), name);
        if (cond == null) {
            return null;
        }
        String rel = cond.rel();
        Expr bound = cond.bound();
        Ident var = cond.var();
        if (var.symbol() == null || var.symbol().type() == null || !var.symbol().type().isInteger()
                || !List.of("<", "<=", ">", ">=").contains(rel)) {
            return null;
        }
        Long step = LoopHeader.step(f.step(), name, new Exprs(constants));
        if (step == null || step == 0 || step > 0 && rel.startsWith(">") || step < 0 && rel.startsWith("<")) {
            return null;
        }
        Set<Symbol> changed = writtenIn(f.body());
        changed.addAll(writtenIn(f.cond()));
        Symbol v = var.symbol();
        if (changed.contains(v) || mentionsAny(first, changed) || mentionsAny(bound, changed)
                || mentionsAny(bound, Set.of(v))) {
            return null;
        }
        return new CountedLoop(f, v, first, rel, bound, step);
    }

    /** The smallest value v takes in the body, as an expression of the loop's bounds. */
    public Poly low(PolyReader r) {
        Long exact = exactLast(r);
        if (step < 0 && exact != null) {
            return Poly.constant(exact);
        }
        return switch (rel) {
            case "<", "<=" -> r.read(first);
            case ">" -> plus(r.read(bound), 1);
            default -> r.read(bound);
        };
    }

    /** The largest value v takes in the body (an upper bound when |step| &gt; 1 and the bounds are not constants). */
    public Poly high(PolyReader r) {
        Long exact = exactLast(r);
        if (step > 0 && exact != null) {
            return Poly.constant(exact);
        }
        return switch (rel) {
            case "<" -> plus(r.read(bound), -1);
            case "<=" -> r.read(bound);
            default -> r.read(first);
        };
    }

    /**
     * The last value v takes when the first value and the bound are constants and the loop runs:
     * first + floor((last admissible - first) / step) * step, e.g. 224 for
     * {@code for (kk = 0; kk < 256; kk += 32)}; null otherwise.
     */
    private Long exactLast(PolyReader r) {
        Poly f = r.read(first);
        Poly b = r.read(bound);
        if (f == null || b == null || !f.isConstant() || !b.isConstant()) {
            return null;
        }
        long v0 = f.constantTerm();
        long admissible = switch (rel) {
            case "<" -> b.constantTerm() - 1;
            case ">" -> b.constantTerm() + 1;
            default -> b.constantTerm();
        };
        long span = step > 0 ? admissible - v0 : v0 - admissible;
        if (span < 0) {
            return null; // the loop never runs
        }
        return v0 + span / Math.abs(step) * step;
    }

    /** Whether v really takes the value {@link #low} (true) in some iteration when the loop runs at all. */
    public boolean lowAttained(PolyReader r) {
        return step > 0 || step == -1 || exactLast(r) != null;
    }

    /** Whether v really takes the value {@link #high} in some iteration when the loop runs at all. */
    public boolean highAttained(PolyReader r) {
        return step < 0 || step == 1 || exactLast(r) != null;
    }

    private static Poly plus(Poly p, long c) {
        return p == null ? null : p.plus(c);
    }

    /** The variables that {@code n} assigns, increments or takes the address of. */
    public static Set<Symbol> writtenIn(Node n) {
        Set<Symbol> out = new HashSet<>();
        forEachWrite(n, (s, at) -> out.add(s));
        return out;
    }

    /** Each assignment, ++/-- or &amp; in {@code n} (pre-order) of a variable: the variable and the node that writes it. */
    public static void forEachWrite(Node n, java.util.function.BiConsumer<Symbol, Node> visit) {
        if (n == null) {
            return;
        }
        NodeWalker.preOrder(n, x -> {
            Expr target = null;
            if (x instanceof Assign a) {
                target = a.target();
            } else if (x instanceof Unary u && (u.isIncDec() || u.op().equals("&"))) {
                target = u.operand();
            }
            if (target != null && Paren.strip(target) instanceof Ident i && i.symbol() != null) {
                visit.accept(i.symbol(), x);
            }
        });
    }

    private static boolean mentionsAny(Expr e, Set<Symbol> syms) {
        return e != null && NodeWalker.any(e, n -> n instanceof Ident i && i.symbol() != null && syms.contains(i.symbol()));
    }
}
