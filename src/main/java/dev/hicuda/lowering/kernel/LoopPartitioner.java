package dev.hicuda.lowering.kernel;

import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.loops.LoopShape;

import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.directive.LoopPartitionDirective;
import dev.hicuda.ir.directive.SimpleDirective;
import dev.hicuda.ir.expr.*;
import dev.hicuda.ir.stmt.*;

import java.util.ArrayList;
import java.util.List;

/**
 * Rewrites one {@code loop_partition}ed loop (a {@link LoopShape}) into the iterations one thread
 * executes.  With N iterations numbered t = 0..N-1 (v = lb + t*s), B blocks along the loop's
 * thread-block dimension (index b) and T threads along its thread dimension (index h):
 * <ul>
 * <li>BLOCK: block b owns t in [b*C, min((b+1)*C, N)) with C = ceil(N/B); its threads take
 *     every T-th iteration of that range starting at h;</li>
 * <li>CYCLIC: chunks of T consecutive iterations (1 without over_thread) go to blocks in turn:
 *     t = (b*T + h) + k*B*T;</li>
 * <li>over_thread alone: t = h + k*T.</li>
 * </ul>
 * When the variable and the bounds have signed types, the loop runs over v itself ({@code for (v =
 * lb + first*s; v < bound; v += stride*s)}); otherwise (an unsigned variable or bound, whose values
 * could wrap around outside the iteration range) it runs over a signed iteration number {@code v_it}
 * and computes v from it.  When each thread runs at most one iteration (known at compile time) the
 * loop is replaced by a guarded body (paper §5.3).  A barrier inside the loop is allowed only when
 * every thread of a block provably runs the same number of iterations; otherwise the compiler refuses.
 */
final class LoopPartitioner {
    /** A condition the host checks before the launch: the iterations of a loop with a barrier divide evenly. */
    record EvenSplitCheck(Expr condition, String loopVar, int line) {
    }

    /**
     * A value that is the same for every thread of the launch and that the host computes once before it
     * (a BLOCK partition's chunk, which needs a run-time division): the kernel takes it as the
     * parameter {@code name}; {@code loopVar} is the loop whose partition it serves.
     */
    record HostValue(String name, Expr value, String loopVar) {
    }

    private final Exprs ex;
    private final Reporter reporter;
    private final java.util.function.Predicate<Expr> hostEvaluable;
    private final List<EvenSplitCheck> checks;
    private final List<HostValue> hostValues;
    private final java.util.Set<String> predicatedShared;
    private final java.util.function.Function<dev.hicuda.ir.Node, String> barrierCall;

    LoopPartitioner(Exprs ex, Reporter reporter) {
        this(ex, reporter, e -> false, new ArrayList<>(), new ArrayList<>(), new java.util.HashSet<>());
    }

    /**
     * @param hostEvaluable whether an expression can be evaluated by the host just before the launch
     * @param checks        where to record the even-split conditions the host must check
     * @param hostValues    where to record the values the host computes for the kernel
     * @param predicatedShared where to record the variables of loops whose work is predicated around shared
     *                      directives: their trips hold iterations past the loop's end, which the transfers
     *                      must guard
     */
    LoopPartitioner(Exprs ex, Reporter reporter, java.util.function.Predicate<Expr> hostEvaluable, List<EvenSplitCheck> checks,
                    List<HostValue> hostValues, java.util.Set<String> predicatedShared) {
        this(ex, reporter, hostEvaluable, checks, hostValues, predicatedShared, n -> null);
    }

    /**
     * As above; {@code barrierCall} gives, for a call of a function that contains barriers (or shared
     * transfers), its name: such calls must be reached evenly too, and are never predicated (null for
     * other nodes).
     */
    LoopPartitioner(Exprs ex, Reporter reporter, java.util.function.Predicate<Expr> hostEvaluable, List<EvenSplitCheck> checks,
                    List<HostValue> hostValues, java.util.Set<String> predicatedShared,
                    java.util.function.Function<dev.hicuda.ir.Node, String> barrierCall) {
        this.barrierCall = barrierCall;
        this.ex = ex;
        this.reporter = reporter;
        this.hostEvaluable = hostEvaluable;
        this.checks = checks;
        this.hostValues = hostValues;
        this.predicatedShared = predicatedShared;
    }

    /** The iterations of one thread, in trip space: t = begin, begin + stride, ... while t < end (end null: t < N). */
    private record Assignment(Expr blockFirst, Expr threadFirst, Expr stride, Expr end) {
        Expr begin(Exprs ex) {
            return threadFirst == null ? blockFirst : ex.add(blockFirst, threadFirst);
        }
    }

    Stmt partition(For loop, LoopPartitionDirective lp, Expr bSize, Expr bIdx, Expr tSize, Expr tIdx) {
        LoopShape sh = LoopShape.of(loop, ex, reporter);
        if (sh == null) {
            return null;
        }
        String v = sh.var();
        long s = sh.step();
        List<Stmt> pre = new ArrayList<>();

        // the trip count N
        Expr first = Exprs.wrap(sh.lb());
        Long nV = constantTripCount(sh);
        Expr n;
        if (sh.signed()) {
            Expr span = s > 0 ? ex.sub(Exprs.wrap(sh.ub()), Exprs.wrap(sh.lb())) : ex.sub(Exprs.wrap(sh.lb()), Exprs.wrap(sh.ub()));
            n = ex.div(ex.add(span, Exprs.num(sh.inclusive() ? Math.abs(s) : Math.abs(s) - 1)), Exprs.num(Math.abs(s)));
            nV = ex.value(n);
        } else if (nV != null) {
            n = Exprs.num(nV);
        } else {
            pre.add(declare(sh.specs(), v + "_first", sh.lb()));
            first = Exprs.id(v + "_first");
            pre.add(declare(DeclSpecs.keywords("int"), v + "_n", guardedTripCount(sh, first)));
            n = Exprs.id(v + "_n");
        }

        Long bV = bSize == null ? null : ex.value(bSize);
        Long tV = tSize == null ? null : ex.value(tSize);
        boolean block = lp.overTblock() && lp.distribution() == LoopPartitionDirective.Distribution.BLOCK;
        Assignment a = assign(lp, block, n, bSize, bIdx, tSize, tIdx, v, pre);

        boolean hasBarrier = NodeWalker.any(loop.body(), x -> x instanceof DirectiveStmt d
                && d.directive() instanceof SimpleDirective sd && sd.kind() == SimpleDirective.Kind.BARRIER);
        boolean hasShared = NodeWalker.any(loop.body(), x -> x instanceof DirectiveStmt d
                && d.directive() instanceof dev.hicuda.ir.directive.DataDirective dd
                && dd.memory() == dev.hicuda.ir.directive.DataDirective.Memory.SHARED);
        // barriers or shared directives in an uneven split: every thread runs the same trips, the work predicated
        // (shared directives with sizes known only at run time: the host checks the split before the launch instead,
        // and the kernel needs no predication)
        // a call of a function with barriers: it must be reached evenly, and cannot be predicated
        dev.hicuda.ir.Node call = findFirst(loop.body(), x -> barrierCall.apply(x) != null);
        if (call != null && lp.overThread() && !uniform(lp, block, nV, bV, tV)) {
            reporter.error(call.pos(), "call of '" + barrierCall.apply(call) + "', which makes the threads of a block wait for each"
                    + " other (a barrier or shared-memory transfers), inside loop '" + v + "', which is partitioned over threads with"
                    + " iterations that" + (nV == null || tV == null ? " may not" : " do not") + " divide evenly among them: some threads"
                    + " would reach it fewer times than others and the block would deadlock; make the trip count a multiple of the"
                    + " thread count" + (nV == null ? " (with bounds known at compile time)" : ""));
            return null;
        }
        boolean predicate = false;
        if ((hasBarrier || hasShared) && lp.overThread() && !uniform(lp, block, nV, bV, tV)) {
            Expr even = evenSplit(lp, block, n, bSize, tSize);
            if (hasShared && ex.value(even) == null && hostEvaluable.test(even)) {
                checks.add(new EvenSplitCheck(even, v, loop.pos().line()));
            } else {
                predicate = true;
                if (hasShared) {
                    predicatedShared.add(v);
                }
            }
        }

        // Iterations per thread, when known: at most one → no loop (paper §5.3), and no guard when exactly one.
        Long perThread = null;
        boolean exact = false;
        if (nV != null && (!lp.overTblock() || bV != null) && (!lp.overThread() || tV != null)) {
            long t = lp.overThread() ? tV : 1;
            long b = lp.overTblock() ? bV : 1;
            perThread = block ? ((nV + b - 1) / b + t - 1) / t : (nV + b * t - 1) / (b * t);
            exact = nV == b * t;
        }
        boolean hasJumps = NodeWalker.any(loop.body(), x -> x instanceof Jump j && j.kind() != Jump.Kind.GOTO);
        boolean drop = perThread != null && perThread <= 1 && !hasJumps;
        boolean unguarded = drop && exact && perThread == 1;

        Stmt body = loop.body();
        if (predicate) {
            Compound out = new Compound(pre);
            if (!predicated(out, sh, a, first, n, body, loop)) {
                return null;
            }
            loop.setBody(new ExprStmt(null));
            out.setLeadingTrivia(loop.leadingTrivia());
            out.at(loop.pos());
            return out;
        }
        loop.setBody(new ExprStmt(null));
        Compound out = new Compound(unguarded ? List.of() : pre);
        if (sh.signed()) {
            valueSpace(out, sh, a, first, body, drop, unguarded, loop);
        } else {
            tripSpace(out, sh, a, first, n, body, drop, unguarded, loop);
        }
        out.setLeadingTrivia(loop.leadingTrivia());
        out.at(loop.pos());
        return out.items().size() == 1 && out.items().get(0) instanceof For ? out.items().get(0) : out;
    }

    private static dev.hicuda.ir.Node findFirst(dev.hicuda.ir.Node root, java.util.function.Predicate<dev.hicuda.ir.Node> p) {
        for (dev.hicuda.ir.Node n : NodeWalker.collect(root, dev.hicuda.ir.Node.class)) {
            if (p.test(n)) {
                return n;
            }
        }
        return null;
    }

    /** Which iterations this thread runs (declarations of chunk and end go to pre). */
    private Assignment assign(LoopPartitionDirective lp, boolean block, Expr n, Expr bSize, Expr bIdx, Expr tSize, Expr tIdx,
                              String v, List<Stmt> pre) {
        if (block) {
            Expr chunk = ex.ceilDiv(n, bSize.copy());
            if (ex.value(chunk) == null && hostEvaluable.test(chunk)) {
                // the same for every thread: computed once by the host (no run-time division per thread)
                chunk = hostValue(v + "_chunk", positiveOrZero(bSize, chunk), v);
            } else if (ex.value(chunk) == null) {
                pre.add(declare(DeclSpecs.keywords("int"), v + "_chunk", chunk));
                chunk = Exprs.id(v + "_chunk");
            }
            Expr blockFirst = ex.mul(bIdx.copy(), chunk.copy());
            Expr end = min(ex.add(blockFirst.copy(), chunk.copy()), n.copy());
            return new Assignment(blockFirst, lp.overThread() ? tIdx.copy() : null, lp.overThread() ? tSize.copy() : Exprs.num(1), end);
        }
        if (lp.overTblock()) {
            Expr blockFirst = lp.overThread() ? ex.mul(bIdx.copy(), tSize.copy()) : bIdx.copy();
            Expr stride = lp.overThread() ? ex.mul(bSize.copy(), tSize.copy()) : bSize.copy();
            return new Assignment(blockFirst, lp.overThread() ? tIdx.copy() : null, stride, null);
        }
        return new Assignment(Exprs.num(0), tIdx.copy(), tSize.copy(), null);
    }

    /** Records a value for the host to compute; returns the kernel parameter that holds it (named apart from the others). */
    private Expr hostValue(String name, Expr value, String loopVar) {
        String unique = name;
        for (int k = 1; true; k++) {
            String u = unique;
            if (hostValues.stream().noneMatch(h -> h.name().equals(u))) {
                break;
            }
            unique = name + k;
        }
        hostValues.add(new HostValue(unique, value, loopVar));
        return Exprs.id(unique);
    }

    /** {@code b > 0 ? e : 0} unless b is a positive constant: the host must not divide by a grid size of 0 (the launch then fails and says so). */
    private Expr positiveOrZero(Expr b, Expr e) {
        Long bv = ex.value(b);
        if (bv != null && bv > 0) {
            return e;
        }
        return new Conditional(new Binary(">", Exprs.paren(b.copy(), 11), Exprs.num(0)), e, Exprs.num(0));
    }

    /** for (v = lb + first*s; v REL bound; v += stride*s): the variable itself runs, no wrap-around possible. */
    private void valueSpace(Compound out, LoopShape sh, Assignment a, Expr lb, Stmt body, boolean drop, boolean unguarded, For loop) {
        String v = sh.var();
        long s = sh.step();
        Expr sE = Exprs.num(s);
        Expr start = ex.add(ex.add(lb.copy(), ex.mul(a.blockFirst(), sE)), a.threadFirst() == null ? Exprs.num(0) : ex.mul(a.threadFirst(), sE));
        Stmt init = sh.decl() != null ? new DeclStmt(declOf(sh.decl(), v, start)) : new ExprStmt(new Assign("=", Exprs.id(v), start));
        if (unguarded) {
            out.add(init);
            out.add(asBlock(body));
            return;
        }
        Expr cond;
        if (a.end() != null) {
            Expr end = ex.add(lb.copy(), ex.mul(a.end(), sE));
            if (ex.value(end) == null) {
                out.add(declare(DeclSpecs.keywords("int"), v + "_end", end));
                end = Exprs.id(v + "_end");
            }
            cond = new Binary(s > 0 ? "<" : ">", Exprs.id(v), end);
        } else {
            cond = new Binary(sh.rel(), Exprs.id(v), Exprs.wrap(sh.ub()));
        }
        if (drop) {
            out.add(init);
            out.add(new If(cond, body, null));
            return;
        }
        Expr stride = a.stride();
        Expr step = s > 0 ? new Assign("+=", Exprs.id(v), ex.mul(stride, sE)) : new Assign("-=", Exprs.id(v), ex.mul(stride, Exprs.num(-s)));
        For f = new For(init, cond, step, body).at(loop.pos());
        f.setLeadingTrivia(loop.leadingTrivia());
        out.add(f);
    }

    /** for (int v_it = first; v_it < end; v_it += stride) { v = lb + v_it*s; ... }: a signed iteration number runs. */
    private void tripSpace(Compound out, LoopShape sh, Assignment a, Expr lb, Expr n, Stmt body, boolean drop, boolean unguarded,
                           For loop) {
        String v = sh.var();
        String it = v + "_it";
        long s = sh.step();
        Expr end = a.end() != null ? a.end() : n.copy();
        if (a.end() != null && ex.value(end) == null && !drop) {
            out.add(declare(DeclSpecs.keywords("int"), it + "_end", end));
            end = Exprs.id(it + "_end");
        }
        Expr value = s > 0 ? ex.add(lb.copy(), ex.mul(Exprs.id(it), Exprs.num(s)))
                : new Binary("-", lb.copy(), Exprs.paren(ex.mul(Exprs.id(it), Exprs.num(-s)), 13));
        Compound inner = new Compound(new ArrayList<>());
        if (NodeWalker.any(body, x -> x instanceof Ident i && i.name().equals(v))) { // else nvcc warns: set, never used
            inner.add(sh.decl() != null ? new DeclStmt(declOf(sh.decl(), v, value)) : new ExprStmt(new Assign("=", Exprs.id(v), value)));
        }
        inner.add(body);
        Declaration itDecl = new Declaration(DeclSpecs.keywords("int"), List.of(new InitDeclarator(new NameDeclarator(it), a.begin(ex), null)));
        Expr cond = new Binary("<", Exprs.id(it), end);
        if (drop) {
            if (!unguarded || inner.items().size() > 1) {
                out.add(new DeclStmt(itDecl));
            }
            out.add(unguarded ? inner : new If(cond, inner, null));
            return;
        }
        For f = new For(new DeclStmt(itDecl), cond, new Assign("+=", Exprs.id(it), a.stride()), inner).at(loop.pos());
        f.setLeadingTrivia(loop.leadingTrivia());
        out.add(f);
    }

    /**
     * The condition under which every thread of a block runs the same number of iterations: the
     * loop runs no iteration (n &lt;= 0: the trip-count formula gives a negative number for a loop
     * whose bound is on the wrong side), or the trip count n is a multiple of T and, for BLOCK over
     * thread blocks, so is each block's chunk.
     */
    private Expr evenSplit(LoopPartitionDirective lp, boolean block, Expr n, Expr bSize, Expr tSize) {
        Expr t = Exprs.paren(tSize.copy(), 14);
        Expr c = new Binary("==", ex.mod(n.copy(), t.copy()), Exprs.num(0));
        if (lp.overTblock() && block) {
            Expr b = Exprs.paren(bSize.copy(), 14);
            c = new Binary("&&", new Binary("&&", new Binary(">", b.copy(), Exprs.num(0)), c),
                    new Binary("==", ex.mod(ex.ceilDiv(n.copy(), b), t.copy()), Exprs.num(0)));
        }
        return new Binary("||", new Binary("<=", Exprs.paren(n.copy(), 11), Exprs.num(0)), c);
    }

    /**
     * A loop whose iterations do not divide evenly among the threads of a block and that has barriers:
     * every thread runs the trips of the block's busiest thread (its thread 0), and the work of a trip
     * in which a thread has no iteration is skipped ({@link BarrierPredication}).
     * <pre>
     * int v_trips = end > first ? (end - first + stride - 1) / stride : 0;
     * for (int v_k = 0; v_k < v_trips; v_k++) {
     *     int v_it = first + h + v_k * stride;
     *     bool v_on = v_it &lt; end;
     *     T v = lb + v_it * s;
     *     ...work guarded by v_on, barriers not...
     * }</pre>
     */
    private boolean predicated(Compound out, LoopShape sh, Assignment a, Expr lb, Expr n, Stmt body, For loop) {
        String v = sh.var();
        long s = sh.step();
        String it = v + "_it";
        String k = v + "_k";
        Compound work = new BarrierPredication(v + "_on", v, reporter).apply(body, loop);
        if (work == null) {
            return false;
        }
        Expr end = a.end() != null ? a.end() : n.copy();
        if (ex.value(end) == null) {
            out.add(declare(DeclSpecs.keywords("int"), it + "_end", end));
            end = Exprs.id(it + "_end");
        }
        Expr first = a.blockFirst();
        Expr stride = a.stride();
        Expr count = ex.div(ex.add(ex.sub(end.copy(), first.copy()), ex.sub(stride.copy(), Exprs.num(1))), stride.copy());
        Long endV = ex.value(end);
        Long firstV = ex.value(first);
        Expr trips = endV != null && firstV != null ? (endV > firstV ? count : Exprs.num(0))
                : new Conditional(new Binary(">", Exprs.paren(end.copy(), 11), Exprs.paren(first.copy(), 11)), count, Exprs.num(0));
        Long tripsV = ex.value(trips);
        if (tripsV == null) {
            out.add(declare(DeclSpecs.keywords("int"), v + "_trips", trips));
            trips = Exprs.id(v + "_trips");
        }
        Compound trip = new Compound(new ArrayList<>());
        Expr index = tripsV != null && tripsV == 1 ? a.begin(ex) : ex.add(a.begin(ex), ex.mul(Exprs.id(k), stride.copy()));
        trip.add(declare(DeclSpecs.keywords("int"), it, index));
        trip.add(declare(DeclSpecs.keywords("bool"), v + "_on", new Binary("<", Exprs.id(it), end.copy())));
        if (NodeWalker.any(body, x -> x instanceof Ident i && i.name().equals(v))) {
            Expr value = s > 0 ? ex.add(lb.copy(), ex.mul(Exprs.id(it), Exprs.num(s)))
                    : new Binary("-", lb.copy(), Exprs.paren(ex.mul(Exprs.id(it), Exprs.num(-s)), 13));
            trip.add(sh.decl() != null ? new DeclStmt(declOf(sh.decl(), v, value)) : new ExprStmt(new Assign("=", Exprs.id(v), value)));
        }
        for (Stmt w : new ArrayList<>(work.items())) {
            work.remove(w);
            trip.add(w);
        }
        if (tripsV != null && tripsV == 0) {
            return true; // no trip at all: no thread of any block reaches the barriers
        }
        if (tripsV != null && tripsV == 1) {
            out.add(trip);
            return true;
        }
        Declaration kDecl = new Declaration(DeclSpecs.keywords("int"), List.of(new InitDeclarator(new NameDeclarator(k), Exprs.num(0), null)));
        For f = new For(new DeclStmt(kDecl), new Binary("<", Exprs.id(k), trips), new Unary("++", Exprs.id(k), true), trip).at(loop.pos());
        f.setLeadingTrivia(List.of(new dev.hicuda.ir.Trivia(dev.hicuda.ir.Trivia.Kind.COMMENT,
                "/* loop '" + v + "' has barriers and its iterations do not divide evenly among the threads: every thread"
                        + " of the block runs the same trips, doing the work of those where " + v + "_on */")));
        out.add(f);
        return true;
    }

    /** N when both bounds are constants (and the variable's type cannot make them wrap), else null. */
    private Long constantTripCount(LoopShape sh) {
        Long lb = ex.value(sh.lb());
        Long ub = ex.value(sh.ub());
        if (lb == null || ub == null || !sh.signed() && (lb < 0 || ub < 0)) {
            return null;
        }
        long s = sh.step();
        long as = Math.abs(s);
        long span = s > 0 ? ub - lb : lb - ub;
        if (span < 0 || span == 0 && !sh.inclusive()) {
            return 0L;
        }
        return (span + (sh.inclusive() ? as : as - 1)) / as;
    }

    /** first REL ub ? (span + adjust) / |s| : 0, computed in the types of the original comparison. */
    private Expr guardedTripCount(LoopShape sh, Expr first) {
        long s = sh.step();
        long as = Math.abs(s);
        Expr ub = Exprs.wrap(sh.ub());
        Expr span = s > 0 ? ex.sub(ub, first.copy()) : ex.sub(first.copy(), ub.copy());
        Expr count = ex.div(ex.add(span, Exprs.num(sh.inclusive() ? as : as - 1)), Exprs.num(as));
        return new Conditional(new Binary(sh.rel(), first.copy(), ub.copy()), count, Exprs.num(0));
    }

    private static Stmt asBlock(Stmt body) {
        return body instanceof Compound ? body : new Compound(List.of(body));
    }

    private static boolean uniform(LoopPartitionDirective lp, boolean block, Long n, Long b, Long t) {
        if (n == null || t == null || lp.overTblock() && b == null) {
            return false;
        }
        if (n <= 0) {
            return true; // no iteration at all
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

    private static Stmt declare(DeclSpecs specs, String name, Expr init) {
        return new DeclStmt(new Declaration(specs == null ? DeclSpecs.keywords("int") : specs.withoutStorage(), List.of(new InitDeclarator(new NameDeclarator(name), init, null))));
    }

    private static Declaration declOf(Declaration original, String var, Expr init) {
        return new Declaration(original.specs().copy(), List.of(new InitDeclarator(new NameDeclarator(var), init, null)));
    }
}
