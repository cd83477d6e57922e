package dev.hicuda.lowering;

import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.directive.LoopPartitionDirective;
import dev.hicuda.ir.directive.SimpleDirective;
import dev.hicuda.ir.expr.*;
import dev.hicuda.ir.stmt.*;

import java.util.ArrayList;
import java.util.List;

/**
 * Rewrites one {@code loop_partition}ed loop {@code for (v = lb; v REL ub; v += s)} (s a
 * non-zero constant; REL {@code <}/{@code <=} for s &gt; 0, {@code >}/{@code >=} for s &lt; 0) into
 * the iterations one thread executes.  With N iterations numbered t = 0..N-1 (v = lb + t*s), B
 * blocks along the loop's thread-block dimension (index b) and T threads along its thread
 * dimension (index h):
 * <ul>
 * <li>BLOCK: block b owns t in [b*C, min((b+1)*C, N)) with C = ceil(N/B); its threads take
 *     every T-th iteration of that range starting at h;</li>
 * <li>CYCLIC: chunks of T consecutive iterations (1 without over_thread) go to blocks in turn:
 *     t = (b*T + h) + k*B*T;</li>
 * <li>over_thread alone: t = h + k*T.</li>
 * </ul>
 * When each thread runs at most one iteration (known at compile time) the loop is replaced by a
 * guarded body (paper §5.3).  A barrier inside the loop is allowed only when every thread of a
 * block provably runs the same number of iterations; otherwise the compiler refuses.
 */
final class LoopPartitioner {
    /** A condition the host checks before the launch: the iterations of a loop with a barrier divide evenly. */
    record EvenSplitCheck(Expr condition, String loopVar, int line) {
    }

    private final Exprs ex;
    private final Reporter reporter;
    private final java.util.function.Predicate<Expr> hostEvaluable;
    private final List<EvenSplitCheck> checks;

    LoopPartitioner(Exprs ex, Reporter reporter) {
        this(ex, reporter, e -> false, new ArrayList<>());
    }

    /**
     * @param hostEvaluable whether an expression can be evaluated by the host just before the launch
     * @param checks        where to record the even-split conditions the host must check
     */
    LoopPartitioner(Exprs ex, Reporter reporter, java.util.function.Predicate<Expr> hostEvaluable, List<EvenSplitCheck> checks) {
        this.ex = ex;
        this.reporter = reporter;
        this.hostEvaluable = hostEvaluable;
        this.checks = checks;
    }

    private record Shape(String var, Declaration decl, Expr lb, String rel, Expr ub, long step) {
    }

    Stmt partition(For loop, LoopPartitionDirective lp, Expr bSize, Expr bIdx, Expr tSize, Expr tIdx) {
        Shape sh = shape(loop);
        if (sh == null) {
            return null;
        }
        long s = sh.step;
        Expr sE = Exprs.num(s);
        long as = Math.abs(s);
        // trip count N
        Expr span = s > 0 ? ex.sub(Exprs.wrap(sh.ub), Exprs.wrap(sh.lb)) : ex.sub(Exprs.wrap(sh.lb), Exprs.wrap(sh.ub));
        boolean inclusive = sh.rel.equals("<=") || sh.rel.equals(">=");
        Expr n = ex.div(ex.add(span, Exprs.num(inclusive ? as : as - 1)), Exprs.num(as));
        Long nV = ex.value(n);
        Long bV = bSize == null ? null : ex.value(bSize);
        Long tV = tSize == null ? null : ex.value(tSize);
        boolean block = lp.overTblock() && lp.distribution() == LoopPartitionDirective.Distribution.BLOCK;
        boolean hasBarrier = NodeWalker.any(loop.body(), x -> x instanceof DirectiveStmt d
                && d.directive() instanceof SimpleDirective sd && sd.kind() == SimpleDirective.Kind.BARRIER);
        boolean hasShared = NodeWalker.any(loop.body(), x -> x instanceof DirectiveStmt d
                && d.directive() instanceof dev.hicuda.ir.directive.DataDirective dd
                && dd.memory() == dev.hicuda.ir.directive.DataDirective.Memory.SHARED);
        boolean hasJumps = NodeWalker.any(loop.body(), x -> x instanceof Jump j && j.kind() != Jump.Kind.GOTO);

        String v = sh.var;
        List<Stmt> pre = new ArrayList<>();
        Expr chunk = null;
        Expr start;
        Expr stride;
        Expr bound = null; // exclusive bound on v for BLOCK distribution
        if (lp.overTblock() && block) {
            chunk = ex.ceilDiv(n, bSize.copy());
            Long cV = ex.value(chunk);
            if (cV == null) {
                pre.add(decl(v + "_chunk", chunk));
                chunk = Exprs.id(v + "_chunk");
            }
            Expr first = ex.mul(bIdx.copy(), chunk.copy());
            Expr endT = min(ex.add(first.copy(), chunk.copy()), n.copy());
            Expr begin = ex.add(Exprs.wrap(sh.lb), ex.mul(first, sE));
            Expr end = ex.add(Exprs.wrap(sh.lb), ex.mul(endT, sE));
            if (ex.value(end) == null) {
                pre.add(decl(v + "_end", end));
                end = Exprs.id(v + "_end");
            }
            bound = end;
            start = lp.overThread() ? ex.add(begin, ex.mul(tIdx.copy(), sE)) : begin;
            stride = lp.overThread() ? ex.mul(tSize.copy(), sE) : sE;
        } else if (lp.overTblock()) {
            Expr first = lp.overThread() ? ex.add(ex.mul(bIdx.copy(), tSize.copy()), tIdx.copy()) : bIdx.copy();
            start = ex.add(Exprs.wrap(sh.lb), ex.mul(first, sE));
            Expr per = lp.overThread() ? ex.mul(bSize.copy(), tSize.copy()) : bSize.copy();
            stride = ex.mul(per, sE);
        } else {
            start = ex.add(Exprs.wrap(sh.lb), ex.mul(tIdx.copy(), sE));
            stride = ex.mul(tSize.copy(), sE);
        }

        // Iterations per thread, when known: at most one → drop the loop.
        Long perThread = null;
        boolean exact = false;
        if (nV != null && (!lp.overTblock() || bV != null) && (!lp.overThread() || tV != null)) {
            long t = lp.overThread() ? tV : 1;
            if (lp.overTblock() && block) {
                long c = (nV + bV - 1) / bV;
                perThread = (c + t - 1) / t;
                exact = nV == bV * t;
            } else if (lp.overTblock()) {
                perThread = (nV + bV * t - 1) / (bV * t);
                exact = nV == bV * t;
            } else {
                perThread = (nV + t - 1) / t;
                exact = nV == t;
            }
        }
        if ((hasBarrier || hasShared) && lp.overThread() && !uniform(lp, block, nV, bV, tV)) {
            Expr even = evenSplit(lp, block, n, bSize, tSize);
            Long known = ex.value(even);
            if (known == null && hostEvaluable.test(even)) {
                // sizes known only at run time: the host checks them before the launch (never a deadlock)
                checks.add(new EvenSplitCheck(even, v, loop.pos().line()));
                hasBarrier = false;
                hasShared = false;
            }
        }
        if ((hasBarrier || hasShared) && lp.overThread() && !uniform(lp, block, nV, bV, tV)) {
            reporter.error(loop.pos(), (hasBarrier ? "barrier" : "shared directive (its transfers need block-wide barriers)")
                    + " inside loop '" + v + "', which is partitioned over threads with iterations that"
                    + (nV == null || tV == null ? " may not" : " do not") + " divide evenly among them: some threads would reach the barrier"
                    + " fewer times than others and the block would deadlock; make the trip count a multiple of the thread count"
                    + (nV == null ? " (with bounds known at compile time)" : ""));
            return null;
        }

        Expr cond;
        String rel = s > 0 ? "<" : ">";
        if (bound != null) {
            cond = new Binary(rel, Exprs.id(v), bound);
        } else {
            cond = new Binary(sh.rel, Exprs.id(v), Exprs.wrap(sh.ub));
        }
        boolean drop = perThread != null && perThread <= 1 && !hasJumps;
        Compound out = new Compound(drop && exact && perThread == 1 ? List.of() : pre);
        if (drop) {
            // each thread executes at most one iteration
            Stmt body = loop.body();
            loop.setBody(new ExprStmt(null));
            if (sh.decl != null) {
                out.add(new DeclStmt(declOf(sh.decl, v, start)));
            } else {
                out.add(new ExprStmt(new Assign("=", Exprs.id(v), start)));
            }
            if (exact && perThread == 1) {
                out.add(body instanceof Compound ? body : new Compound(List.of(body)));
            } else {
                out.add(new If(cond, body, null));
            }
        } else {
            Stmt init = sh.decl != null ? new DeclStmt(declOf(sh.decl, v, start))
                    : new ExprStmt(new Assign("=", Exprs.id(v), start));
            Expr step = s > 0 ? new Assign("+=", Exprs.id(v), stride) : new Assign("-=", Exprs.id(v), negate(stride));
            Stmt body = loop.body();
            loop.setBody(new ExprStmt(null));
            For f = new For(init, cond, step, body).at(loop.pos());
            f.setLeadingTrivia(loop.leadingTrivia());
            out.add(f);
        }
        out.setLeadingTrivia(loop.leadingTrivia());
        out.at(loop.pos());
        return out.items().size() == 1 && out.items().get(0) instanceof For ? out.items().get(0) : out;
    }

    /**
     * The condition under which every thread of a block runs the same number of iterations: the
     * trip count n is a multiple of T and, for BLOCK over thread blocks, so is each block's chunk.
     */
    private Expr evenSplit(LoopPartitionDirective lp, boolean block, Expr n, Expr bSize, Expr tSize) {
        Expr t = Exprs.paren(tSize.copy(), 14);
        Expr c = new Binary("==", ex.mod(n.copy(), t.copy()), Exprs.num(0));
        if (lp.overTblock() && block) {
            Expr b = Exprs.paren(bSize.copy(), 14);
            c = new Binary("&&", new Binary("&&", new Binary(">", b.copy(), Exprs.num(0)), c),
                    new Binary("==", ex.mod(ex.ceilDiv(n.copy(), b), t.copy()), Exprs.num(0)));
        }
        return c;
    }

    private Expr negate(Expr e) {
        Long v = ex.value(e);
        return v != null ? Exprs.num(-v) : new Unary("-", Exprs.paren(e, 14), false);
    }

    private static boolean uniform(LoopPartitionDirective lp, boolean block, Long n, Long b, Long t) {
        if (n == null || t == null || lp.overTblock() && b == null) {
            return false;
        }
        if (lp.overTblock() && block) {
            long c = (n + b - 1) / b;
            if (c == 0) {
                return true;
            }
            long used = (n + c - 1) / c;
            long last = n - (used - 1) * c;
            return c % t == 0 && last % t == 0;
        }
        return n % t == 0;
    }

    private Expr min(Expr a, Expr b) {
        Long x = ex.value(a);
        Long y = ex.value(b);
        if (x != null && y != null) {
            return Exprs.num(Math.min(x, y));
        }
        return new Conditional(new Binary("<", Exprs.paren(a, 11), Exprs.paren(b, 11)), a.copy(), b.copy());
    }

    private static Stmt decl(String name, Expr init) {
        Declaration d = new Declaration(dev.hicuda.ir.decl.DeclSpecs.keywords("int"),
                List.of(new InitDeclarator(new dev.hicuda.ir.decl.NameDeclarator(name), init, null)));
        return new DeclStmt(d);
    }

    private static Declaration declOf(Declaration original, String var, Expr init) {
        return new Declaration(original.specs().copy(),
                List.of(new InitDeclarator(new dev.hicuda.ir.decl.NameDeclarator(var), init, null)));
    }

    /** Recognizes the loop's shape, or reports why it cannot be partitioned. */
    private Shape shape(For f) {
        LoopHeader.Init init = LoopHeader.init(f);
        if (init == null) {
            return fail(f, "its initialization must assign the loop variable, as in 'i = 0' or 'int i = 0'");
        }
        String var = init.var();
        Expr lb = init.value();
        Declaration decl = init.decl();
        if (!(Paren.strip(f.cond() == null ? Exprs.num(1) : f.cond()) instanceof Binary c)) {
            return fail(f, "its condition must compare '" + var + "' with a bound using <, <=, > or >=");
        }
        String rel = c.op();
        Expr ub;
        if (Paren.strip(c.left()) instanceof Ident l && l.name().equals(var)) {
            ub = c.right();
        } else if (Paren.strip(c.right()) instanceof Ident r && r.name().equals(var)) {
            ub = c.left();
            rel = switch (rel) {
                case "<" -> ">";
                case ">" -> "<";
                case "<=" -> ">=";
                case ">=" -> "<=";
                default -> rel;
            };
        } else {
            return fail(f, "its condition must compare '" + var + "' with a bound using <, <=, > or >=");
        }
        if (!List.of("<", "<=", ">", ">=").contains(rel)) {
            return fail(f, "its condition must use <, <=, > or >= (not '" + rel + "')");
        }
        final String loopVar = var;
        if (NodeWalker.any(ub, n -> n instanceof Ident i && i.name().equals(loopVar))) {
            return fail(f, "its bound must not depend on '" + var + "'");
        }
        Long step = stepOf(f.step(), var);
        if (step == null || step == 0) {
            return fail(f, "its step must add or subtract a non-zero constant to '" + var + "' (i++, i--, i += 2, ...)");
        }
        if (step > 0 && (rel.equals(">") || rel.equals(">="))) {
            return fail(f, "it counts up (step " + step + ") but its condition uses '" + rel + "'");
        }
        if (step < 0 && (rel.equals("<") || rel.equals("<="))) {
            return fail(f, "it counts down (step " + step + ") but its condition uses '" + rel + "'");
        }
        for (Assign a : NodeWalker.collect(f.body(), Assign.class)) {
            if (Paren.strip(a.target()) instanceof Ident i && i.name().equals(var)) {
                return fail(a, "the loop variable '" + var + "' is assigned in the loop body");
            }
        }
        return new Shape(var, decl, lb, rel, ub, step);
    }

    private Long stepOf(Expr e, String var) {
        return LoopHeader.step(e, var, ex);
    }

    private Shape fail(dev.hicuda.ir.Node at, String why) {
        reporter.error(at.pos(), "cannot partition this loop: " + why);
        return null;
    }
}
