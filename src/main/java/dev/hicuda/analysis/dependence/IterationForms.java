package dev.hicuda.analysis.dependence;

import dev.hicuda.analysis.affine.Poly;
import dev.hicuda.analysis.loops.CountedLoop;
import dev.hicuda.analysis.dependence.LinearSpace.Lin;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.If;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.stmt.Switch;
import dev.hicuda.ir.stmt.While;
import dev.hicuda.ir.symbol.Symbol;

import java.util.List;
import java.util.Map;

/**
 * The integer expressions of one of the two iterations of a partitioned loop that the dependence
 * test compares, as linear forms over the variables of a {@link LinearSpace}. A counted loop
 * {@code for (v = f; v < b; v += s)} inside the partitioned loop (or the partitioned loop itself) has a
 * variable k of its own in each iteration, with v = f + s·k, k &gt;= 0 and v &lt;= b - 1 (for a
 * positive step); a counted loop around the partitioned loop and every variable the loop body does
 * not change (a parameter, a macro, {@code n / 2}) are shared by the two iterations. A scalar the body
 * assigns once, before the point and unconditionally, stands for its value ({@code int r = i * 2;
 * a[r]}). Anything else that the body changes, and products of such variables, have no linear form.
 */
final class IterationForms {
    static final int SHARED = 0;
    private static final int MAX_DEPTH = 8;

    private record LoopKey(int instance, For loop) {
    }

    private record AtomKey(Poly.Atom atom) {
    }

    private record ProductKey(List<Poly.Atom> atoms) {
    }

    private final PartitionedLoop ctx;
    private final LinearSpace space;
    private final int instance;
    private int depth;

    IterationForms(PartitionedLoop ctx, LinearSpace space, int instance) {
        this.ctx = ctx;
        this.space = space;
        this.instance = instance;
    }

    /** The iteration number k of the partitioned loop in this iteration (v = first + step·k). */
    Lin iterationNumber() {
        loopVariable(ctx.loop);
        return Lin.variable(space.var(new LoopKey(instance, ctx.loop)));
    }

    /** The linear form of {@code p} read at {@code at}, or null. */
    Lin form(Poly p, Node at) {
        if (p == null) {
            return null;
        }
        Lin out = Lin.constant(0);
        for (Map.Entry<List<Poly.Atom>, Long> t : p.terms().entrySet()) {
            List<Poly.Atom> atoms = t.getKey();
            Lin term;
            if (atoms.isEmpty()) {
                term = Lin.constant(1);
            } else if (atoms.size() == 1) {
                term = atom(atoms.get(0), at);
            } else {
                for (Poly.Atom a : atoms) {
                    if (!invariant(a, at)) {
                        return null;
                    }
                }
                term = Lin.variable(space.var(new ProductKey(atoms)));
            }
            if (term == null) {
                return null;
            }
            out = out.plus(term.scale(t.getValue()));
        }
        return out;
    }

    Lin form(Expr e, Node at) {
        return form(ctx.reader.read(e), at);
    }

    /** Whether {@code a} has the same value in both iterations and all through the loop body (no loop variable, nothing the body changes). */
    boolean invariant(Poly.Atom a, Node at) {
        Symbol s = a.symbol();
        if (s != null) {
            return !ctx.varies(s) && ctx.loopOf(s, at) == null;
        }
        Expr e = a.opaqueExpr();
        return e == null || !NodeWalker.any(e, n -> n instanceof Ident i && i.symbol() != null
                && (ctx.varies(i.symbol()) || ctx.loopOf(i.symbol(), at) != null || ctx.writtenArrays.contains(i.symbol())));
    }

    private Lin atom(Poly.Atom a, Node at) {
        Symbol s = a.symbol();
        if (s != null) {
            For f = ctx.loopOf(s, at);
            if (f != null) {
                return loopVariable(f);
            }
            if (ctx.varies(s)) {
                return privateValue(s, at);
            }
        } else if (!invariant(a, at)) {
            return quotientOrRemainder(a, at);
        }
        return Lin.variable(space.var(new AtomKey(a)));
    }

    /**
     * {@code e / c} or {@code e % c} with c a positive constant and e linear and provably non-negative:
     * variables q and r with e = c·q + r and 0 &lt;= r &lt; c (what C's division gives for e &gt;= 0);
     * else null. The quotient and the remainder of one linear form by one constant are one pair of
     * variables, however they are spelled ({@code e / NZ} and {@code e % NZ}): the system then knows
     * that they fix e together, as in the flat index {@code a[e / (NR*NZ)][e / NZ % NR][e % NZ]}.
     */
    private Lin quotientOrRemainder(Poly.Atom a, Node at) {
        if (!(a.opaqueExpr() instanceof dev.hicuda.ir.expr.Binary b) || !(b.op().equals("/") || b.op().equals("%"))) {
            return null;
        }
        Long c = ctx.constants.eval(b.right());
        Lin e = c == null || c <= 0 ? null : form(b.left(), at);
        if (e == null || space.mayHold(e.scale(-1).plus(-1))) {
            return null;
        }
        record Division(Lin dividend, long divisor, boolean remainder) {
        }
        Division quotient = new Division(e, c, false);
        Lin q = Lin.variable(space.var(quotient));
        Lin r = Lin.variable(space.var(new Division(e, c, true)));
        if (!space.forms.containsKey(quotient)) {
            space.forms.put(quotient, q);
            space.equal(e.minus(q.scale(c)).minus(r));
            space.atLeastZero(r);
            space.atLeastZero(r.scale(-1).plus(c - 1));
        }
        return b.op().equals("/") ? q : r;
    }

    /** v = first + step·k for the counted loop {@code f}, with its constraints (added once). */
    private Lin loopVariable(For f) {
        LoopKey key = new LoopKey(ctx.isInside(f) ? instance : SHARED, f);
        Lin known = space.forms.get(key);
        if (known != null) {
            return known;
        }
        CountedLoop cl = ctx.counted(f);
        int k = space.var(key);
        Lin first = form(cl.first(), f);
        Lin v = first == null ? Lin.variable(space.var(new LoopKey(-1 - key.instance(), f)))
                : first.plus(Lin.variable(k).scale(cl.step()));
        space.forms.put(key, v);
        space.atLeastZero(Lin.variable(k));
        if (cl.step() > 0) {
            Lin high = form(cl.high(ctx.reader), f);
            if (high != null) {
                space.atLeastZero(high.minus(v));
            }
        } else {
            Lin low = form(cl.low(ctx.reader), f);
            if (low != null) {
                space.atLeastZero(v.minus(low));
            }
        }
        return v;
    }

    /** The value of a scalar that the loop body assigns exactly once, unconditionally, before {@code at}; or null. */
    private Lin privateValue(Symbol s, Node at) {
        List<Node> writes = ctx.writes.get(s);
        if (writes == null || writes.size() != 1 || depth >= MAX_DEPTH) {
            return null;
        }
        Node w = writes.get(0);
        Expr value;
        if (w instanceof InitDeclarator d) {
            value = d.init();
        } else if (w instanceof Assign a && a.op().equals("=") && a.parent() instanceof ExprStmt) {
            value = a.value();
        } else {
            return null;
        }
        if (value == null || !before(w, at)) {
            return null;
        }
        depth++;
        try {
            return form(value, w);
        } finally {
            depth--;
        }
    }

    /**
     * Whether {@code w} runs before {@code at} whenever {@code at} runs in an iteration: both in one
     * block, w's statement first, and no loop, {@code if} or {@code switch} between that block and w.
     */
    private static boolean before(Node w, Node at) {
        for (Node child = w, p = w.parent(); p != null; child = p, p = p.parent()) {
            if (p instanceof Compound c && child instanceof Stmt cs) {
                for (Node a = at; a != null; a = a.parent()) {
                    if (a.parent() == c && a instanceof Stmt as) {
                        return c.indexOf(cs) < c.indexOf(as);
                    }
                }
            }
            if (p instanceof For || p instanceof While || p instanceof If || p instanceof Switch) {
                return false;
            }
        }
        return false;
    }
}
