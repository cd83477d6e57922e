package dev.hicuda.optimize.registers;

import dev.hicuda.analysis.ConditionalEvaluation;
import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.affine.PolyReader;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.directive.SimpleDirective;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Conditional;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.Literal;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.stmt.VerbatimStmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.optimize.nest.ArrayRef;
import dev.hicuda.optimize.nest.Code;
import dev.hicuda.optimize.nest.Names;
import dev.hicuda.optimize.nest.PureFunctions;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Loads one iteration ahead (software pipelining of global reads): in a sequential loop whose iterations
 * synchronize the thread block (a {@code barrier}, or a {@code shared} copy-in, which implies one), an element of
 * a read-only array that every iteration reads at subscripts depending on the loop's variable is loaded for the
 * next iteration at the top of the current one, into a register, so that the load is in flight across the
 * barrier and the iteration's work; the iteration's own value is the one loaded by the previous iteration (the
 * first one's before the loop).  This is the register pipeline of hand-written stencils ({@code ua = u[k+2]}
 * while plane k is computed); nvcc does not move a load across a barrier or from one iteration to another.
 *
 * <p>Legality: the loop is counted ({@link dev.hicuda.analysis.loops.CountedLoop}) with no return, goto or label
 * in its body; the element is read by a statement that runs in every iteration (a statement of the body before
 * any statement with a {@code break} or {@code continue} of the loop, not under a condition, not a
 * conditionally evaluated operand), so the load issued a step early, and guarded by the loop's own condition for
 * the next value of its variable, reads an element the loop reads anyway; its subscripts use the loop's variable
 * and otherwise only variables the loop does not change, and read no memory; no statement of the kernel writes
 * the array, takes its address or passes it to a function, no shared directive of the kernel moves it back
 * ({@code shared copyout}), neither the read nor the loop stands inside a shared scope of the array (where its
 * reads are the shared copy's), and when the array is a file-scope variable the kernel calls no function that
 * could write it.  Results are exactly those of the loop as written.
 *
 * <p>Profitability: only loops that synchronize the block (elsewhere the other warps and nvcc's scheduling hide
 * the latency), at most {@link #MAX_WORDS} 32-bit words of registers a loop.
 */
public final class PrefetchedLoads {
    /** The registers (32-bit words) prefetched values may take in one loop. */
    static final int MAX_WORDS = 8;

    private final LoopFacts facts;
    private final KernelRegion region;
    private final ConstEval constants;
    private final Names names;
    private final PureFunctions pure;

    public PrefetchedLoads(For loop, KernelRegion region, ConstEval constants, Names names, PureFunctions pure) {
        this.pure = pure;
        this.facts = new LoopFacts(loop, constants);
        this.region = region;
        this.constants = constants;
        this.names = names;
    }

    /** Applies the transformation where legal; returns the report lines ("applied: ..." or the reason why not). */
    public List<String> apply() {
        For loop = facts.loop;
        if (!synchronizesTheBlock(loop)) {
            return List.of();
        }
        String where = "loop '" + (facts.counted == null ? "?" : facts.counted.var().name()) + "' (line " + loop.pos().line() + ")";
        String bad = facts.counted == null ? "it is not a counted loop" : facts.jump(true);
        if (bad == null && (PolyReader.hasSideEffects(facts.counted.first()) || PolyReader.hasSideEffects(facts.counted.bound()))) {
            bad = "its bounds have side effects";
        }
        if (bad == null && Code.mentions(facts.counted.first(), Set.of(facts.counted.var()))) {
            bad = "its first value depends on its variable";
        }
        if (bad != null) {
            return List.of("no load prefetched in " + where + ": " + bad);
        }
        Symbol var = facts.counted.var();
        Map<String, ArrayRef> candidates = new LinkedHashMap<>();
        Map<String, String> refused = new LinkedHashMap<>();
        for (Stmt s : facts.everyIteration()) {
            for (ArrayRef r : ArrayRef.in(s)) {
                String key = LoopFacts.key(r);
                if (r.write() || candidates.containsKey(key) || !ConditionalEvaluation.unconditional(r.node(), s)
                        || !Code.mentions(r.node(), Set.of(var)) || inSharedScope(r.node(), r.array())) {
                    continue; // (a read of a shared copy is no global load)
                }
                String why = refusal(r);
                if (why == null) {
                    candidates.put(key, r);
                } else {
                    refused.putIfAbsent(key, why);
                }
            }
        }
        List<String> out = new ArrayList<>();
        refused.forEach((k, why) -> out.add("load " + k + " not prefetched in " + where + ": " + why));
        int words = 0;
        for (Map.Entry<String, ArrayRef> e : candidates.entrySet()) {
            ArrayRef r = e.getValue();
            DeclSpecs specs = Scalar.specs(r);
            if (specs == null) {
                out.add("load " + e.getKey() + " not prefetched in " + where + ": its element is not of an arithmetic type");
                continue;
            }
            int w = words(r);
            if (words + w > MAX_WORDS) {
                out.add("load " + e.getKey() + " not prefetched in " + where + ": the loop's prefetched values would take more than "
                        + MAX_WORDS + " registers");
                continue;
            }
            words += w;
            out.add("applied: " + prefetch(r, e.getKey(), specs) + " in " + where);
        }
        if (out.isEmpty()) {
            out.add("no load prefetched in " + where + ": no read-only element is read in every iteration at subscripts that"
                    + " follow the loop's variable");
        }
        return out;
    }

    /** Whether an iteration of {@code loop} synchronizes the block: a barrier or a shared copy-in in its body. */
    static boolean synchronizesTheBlock(For loop) {
        return NodeWalker.any(loop.body(), n -> n instanceof DirectiveStmt d
                && (d.directive() instanceof SimpleDirective sd && sd.kind() == SimpleDirective.Kind.BARRIER
                || d.directive() instanceof DataDirective dd && dd.memory() == DataDirective.Memory.SHARED && dd.hasCopyin())
                || n instanceof Call c && "__syncthreads".equals(c.calleeName()));
    }

    /** Why {@code r}'s element may not be loaded an iteration early, or null. */
    private String refusal(ArrayRef r) {
        for (Expr s : r.subscripts()) {
            if (Code.mentions(s, withoutVar()) || NodeWalker.any(s, n -> n instanceof Index || n instanceof Call)
                    || PolyReader.hasSideEffects(s)) {
                return "its subscripts use a variable the loop changes or read memory";
            }
        }
        Symbol a = r.array();
        String written = ReadOnlyArrays.whyWritten(region, a, pure);
        if (written != null) {
            return written;
        }
        if (inSharedScope(facts.loop, a)) {
            return "the loop stands in a shared scope of " + a.name();
        }
        return null;
    }

    private Set<Symbol> withoutVar() {
        Set<Symbol> s = new HashSet<>(facts.changed);
        s.remove(facts.counted.var());
        return s;
    }

    /**
     * Whether {@code n} stands in the scope of a {@code shared alloc} of {@code array}: a statement before it in
     * one of the blocks around it allocates the array, and no {@code shared remove} of it follows in that block
     * before it.
     */
    static boolean inSharedScope(Node n, Symbol array) {
        for (Node child = n, p = n.parent(); p != null; child = p, p = p.parent()) {
            if (p instanceof Compound c && child instanceof Stmt st) {
                int end = c.indexOf(st);
                Boolean open = null;
                for (int i = 0; i < end; i++) {
                    if (c.items().get(i) instanceof DirectiveStmt d && d.directive() instanceof DataDirective dd
                            && dd.memory() == DataDirective.Memory.SHARED) {
                        if (dd.action() == DataDirective.Action.ALLOC && dd.variable() != null && dd.variable().name().equals(array.name())) {
                            open = true;
                        } else if (dd.action() == DataDirective.Action.REMOVE
                                && dd.names().stream().anyMatch(x -> x.name().equals(array.name()))) {
                            open = false;
                        }
                    }
                }
                if (Boolean.TRUE.equals(open)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** 32-bit registers the element takes. */
    private static int words(ArrayRef r) {
        Long size = r.node().type() == null ? null : r.node().type().size();
        return size == null ? 1 : (int) Math.max(1, (size + 3) / 4);
    }

    /**
     * {@code T A_next = A[s(first)];} before the loop; at the top of its body {@code const T A_now = A_next;
     * A_next = v + step REL bound ? A[s(v + step)] : 0;}; the reads of the element become {@code A_now}.  When the
     * loop may run no iteration, the element of the first one is not loaded before it (that would be a load the
     * program does not make, and one that the bounds check of the kernel's accesses may rightly refuse): then
     * {@code T A_next = 0;} before the loop and {@code const T A_now = v == first ? A[s(v)] : A_next;}.
     */
    private String prefetch(ArrayRef r, String key, DeclSpecs specs) {
        For loop = facts.loop;
        Symbol var = facts.counted.var();
        String next = names.fresh(r.name() + "_next");
        String now = names.fresh(r.name() + "_now");
        Expr first = facts.counted.first();
        Expr bound = facts.counted.bound();
        String rel = facts.counted.rel();
        Expr following = new Binary(facts.counted.step() > 0 ? "+" : "-", new Ident(var.name()),
                Literal.integer(Math.abs(facts.counted.step())));

        boolean runs = facts.runsOnce(constants);
        Expr before = runs ? at(r.node(), var, first) : Literal.integer(0);
        Expr current = runs ? new Ident(next) : new Conditional(new Binary("==", new Ident(var.name()), first.copy()), r.node().copy(),
                new Ident(next));
        Expr ahead = new Conditional(new Binary(rel, following.copy(), bound.copy()), ahead(r.node(), var, following), Literal.integer(0));

        for (ArrayRef x : new ArrayList<>(ArrayRef.in(loop.body()))) {
            if (x.array() == r.array() && !x.write() && LoopFacts.key(x).equals(key)) {
                NodeWalker.replace(x.node(), Scalar.use(now));
            }
        }
        Compound body = bodyBlock(loop);
        DeclSpecs nowSpecs = specs.copy();
        nowSpecs.addFirst("const");
        List<Stmt> top = List.of(Scalar.declare(nowSpecs, now, current, loop),
                new ExprStmt(new Assign("=", new Ident(next), ahead)));
        for (int i = top.size() - 1; i >= 0; i--) {
            Stmt s = top.get(i);
            NodeWalker.preOrder(s, n -> n.at(loop.pos()));
            s.setEpoch(loop.epoch());
            body.insert(0, s);
        }
        Compound block = Scalar.block(loop);
        Stmt anchor = loop;
        int i = block.indexOf(loop);
        if (i > 0 && block.items().get(i - 1) instanceof VerbatimStmt v && !v.lines().isEmpty()
                && v.lines().get(0).trim().startsWith("#pragma")) {
            anchor = v; // keep a loop's own pragma in front of it
        }
        block.insertBefore(anchor, Scalar.declare(specs, next, before, loop));
        return "load " + key + " one iteration ahead (into " + next + ")";
    }

    /** A copy of access {@code access} with the loop's variable replaced by {@code value} (its first value). */
    private Expr at(Index access, Symbol var, Expr value) {
        return substituted(access, var, value, false);
    }

    /** A copy of access {@code access} at the next iteration: {@code v + c} and {@code v - c} become {@code v + (c + step)}. */
    private Expr ahead(Index access, Symbol var, Expr following) {
        return substituted(access, var, following, true);
    }

    private Expr substituted(Index access, Symbol var, Expr value, boolean next) {
        Expr e = access.copy();
        long step = facts.counted.step();
        for (Ident id : NodeWalker.collect(e, Ident.class)) {
            if (id.symbol() != var && !(id.symbol() == null && id.name().equals(var.name()))) {
                continue;
            }
            Node p = id.parent();
            while (p instanceof Paren) {
                p = p.parent();
            }
            if (next && p instanceof Binary b && (b.op().equals("+") || b.op().equals("-")) && Paren.strip(b.left()) == id
                    && Paren.strip(b.right()) instanceof Literal l && l.intValue() != null) {
                long c = (b.op().equals("+") ? l.intValue() : -l.intValue()) + step;
                Expr folded = c == 0 ? new Ident(var.name()) : new Binary(c > 0 ? "+" : "-", new Ident(var.name()), Literal.integer(Math.abs(c)));
                NodeWalker.replace(b, b.parent() instanceof Binary || b.parent() instanceof dev.hicuda.ir.expr.Unary ? new Paren(folded) : folded);
                continue;
            }
            NodeWalker.replace(id, value.copy());
        }
        return e;
    }

    /** The loop's body as a block (made one when it is a single statement). */
    private static Compound bodyBlock(For loop) {
        if (loop.body() instanceof Compound c) {
            return c;
        }
        Stmt b = loop.body();
        Compound c = new Compound(new ArrayList<>());
        c.at(b.pos());
        NodeWalker.replace(b, c);
        c.add(b);
        return c;
    }
}
