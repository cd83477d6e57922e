package dev.hicuda.lowering.shared;

import dev.hicuda.analysis.affine.Affine;
import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.loops.LoopHeader;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.Member;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.If;
import dev.hicuda.ir.stmt.Jump;
import dev.hicuda.ir.stmt.Return;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.stmt.VerbatimStmt;
import dev.hicuda.ir.directive.DataDirective;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * Copy-ins pipelined over the sequential loop around them (docs/translation.md, "Pipelined copies"):
 * when a {@code shared alloc ... copyin} stands directly in the body of a counted loop, the shared
 * variable gets two buffers used in turn, and each thread loads its units of the next iteration's
 * box into registers right after the barrier that follows the copy, so that the loads are in
 * flight while the current box is used; at the top of the next iteration it stores them.  Two
 * buffers make the barrier at the end of the scope unnecessary: a thread that writes a buffer in
 * iteration i+2 has passed the barrier of iteration i+1, which every thread reaches only after it
 * stopped reading that buffer in iteration i.
 * <pre>
 * T regs[R]; bool pf = (first iteration runs) &amp;&amp; (its box is inside the data, its rows aligned);
 * if (pf) { regs = box(first) }
 * int buf = 0;
 * for (v = first; v REL bound; v += s) {
 *     s_A = buffer(buf); buf ^= 1;
 *     ...
 *     if (pf) { s_A = regs } else { guarded copy of box(v) }
 *     __syncthreads();
 *     pf = (v + s REL bound) &amp;&amp; (box(v + s) inside, aligned);
 *     if (pf) { regs = box(v + s) }
 *     ...
 * }</pre>
 * Applied only where it is legal and pays: the array is not written by the kernel (the loads run
 * an iteration early), the loop changes neither its variable nor the other variables of the box,
 * no jump leaves the body before the copy, the box has no copy-out, the thread's units fit
 * {@link CopyCode#REGISTER_WORDS} and the two buffers 48 KB.
 */
final class PipelinedTransfers {
    private static final long MAX_BYTES = 48 * 1024;

    private final Exprs ex;
    private final Compound kbody;
    private final CopyCode code;
    private final Map<SharedVar, Plan> plans = new IdentityHashMap<>();
    private final Map<For, String> toggles = new IdentityHashMap<>();
    /** The pipelined loops, in the order their first copy was placed, with the plans and the statements put before each. */
    private final Map<For, Prelude> preludes = new java.util.LinkedHashMap<>();
    private int counter;

    private record Prelude(List<Plan> plans, List<Stmt> statements) {
    }

    /**
     * One pipelined copy-in: the transfer of each iteration (for a ring, of the planes that enter the section) and,
     * for a ring, the transfer of the planes the first iteration needs besides ({@code prologue}; else null).
     */
    private record Plan(For loop, LoopHeader header, CopyCode.Transfer transfer, String flag, CopyCode.Transfer prologue) {
    }

    PipelinedTransfers(Exprs ex, Compound kbody, CopyCode code) {
        this.ex = ex;
        this.kbody = kbody;
        this.code = code;
    }

    /** Decides whether v's copy-in is pipelined; if so v gets two buffers (before the layout places them). */
    void decide(SharedVar v, boolean plainGlobal) {
        if (v.copyin == null || !v.copyouts.isEmpty() || !(v.block().parent() instanceof For f) || f.body() != v.block()) {
            return;
        }
        LoopHeader h = LoopHeader.of(f, ex);
        if (h == null || !List.of("<", "<=", ">", ">=").contains(h.rel()) || v.threadVars.contains(h.var())
                || hasSideEffects(h.init()) || hasSideEffects(h.bound())) {
            return;
        }
        Set<String> names = new HashSet<>(Set.of(h.var()));
        for (Affine a : v.copyin.lo()) {
            if (a.mentionsInsideAtoms(Set.of(h.var()))) {
                return;
            }
            NodeWalker.preOrder(a.toExpr(), n -> {
                if (n instanceof Ident i && !(n.parent() instanceof Member)) {
                    names.add(i.name());
                }
            });
        }
        NodeWalker.preOrder(h.bound(), n -> {
            if (n instanceof Ident i) {
                names.add(i.name());
            }
        });
        if (assignsAny(f.body(), names) || writes(kbody, v.array.name()) || jumpsBefore(v, f)
                || 2 * v.bytes() > MAX_BYTES) {
            return;
        }
        Ring ring = ring(v, h);
        if (ring != null) {
            CopyCode.Transfer t = code.of(v, ring.entering, true, plainGlobal);
            if (!t.fitsInRegisters()) {
                return;
            }
            v.ringDim = ring.dim;
            v.ring = ring.slots;
            if (v.bytes() > MAX_BYTES) {
                v.ringDim = -1;
                v.ring = 0;
                return;
            }
            retargetAccesses(v);
            plans.put(v, new Plan(f, h, t, "hicuda_pf" + counter++, code.of(v, ring.first, true, plainGlobal)));
            return;
        }
        CopyCode.Transfer t = code.of(v, v.copyin, true, plainGlobal);
        if (!t.fitsInRegisters()) {
            return;
        }
        v.buffers = 2;
        plans.put(v, new Plan(f, h, t, "hicuda_pf" + counter++, null));
    }

    /**
     * A ring of planes for a section that slides along the loop: in one dimension d its start moves by delta (a
     * constant, 0 &lt; |delta| &lt; its extent E) an iteration, in the others it stays; the copy-in box is the
     * allocated one.  Then an iteration copies only the |delta| planes that enter the section, the other E - |delta|
     * being in the ring already; the ring holds the next power of two of at least E + |delta| planes, so that the
     * planes a thread stores for the next iteration are none that a thread still in this one reads (one barrier an
     * iteration, as with two buffers).  {@code entering}: the planes an iteration copies; {@code first}: the planes
     * of the first iteration that the loop's first copy does not bring.
     */
    private record Ring(int dim, long slots, MergedSection entering, MergedSection first) {
    }

    private Ring ring(SharedVar v, LoopHeader h) {
        MergedSection c = v.copyin;
        if (v.storage != null || c.rank() != v.box.rank()) {
            return null;
        }
        int dim = -1;
        long delta = 0;
        for (int d = 0; d < c.rank(); d++) {
            if (c.lo().get(d).minus(v.box.lo().get(d)).value() == null || c.lo().get(d).minus(v.box.lo().get(d)).value() != 0
                    || !c.size().get(d).equals(v.box.size().get(d))) {
                return null; // the copy-in is not the whole box
            }
            long coef = c.lo().get(d).coefficientOf(Exprs.id(h.var()));
            if (coef != 0) {
                if (dim >= 0) {
                    return null; // it slides along two dimensions
                }
                dim = d;
                delta = coef * h.step();
            }
        }
        if (dim < 0) {
            return null;
        }
        long extent = c.size().get(dim);
        long moved = Math.abs(delta);
        if (moved >= extent) {
            return null; // no plane is used again: two buffers
        }
        long slots = Long.highestOneBit(extent + moved);
        if (slots < extent + moved) {
            slots *= 2;
        }
        // moving up, the planes enter at the top of the section; moving down, at its bottom
        long enterAt = delta > 0 ? extent - moved : 0;
        long firstAt = delta > 0 ? 0 : moved;
        return new Ring(dim, slots, slab(c, dim, enterAt, moved), slab(c, dim, firstAt, extent - moved));
    }

    /** The planes from..from + n - 1 (relative to the box's start) of dimension d of box b. */
    private static MergedSection slab(MergedSection b, int d, long from, long n) {
        List<Affine> lo = new ArrayList<>(b.lo());
        List<Long> size = new ArrayList<>(b.size());
        lo.set(d, lo.get(d).plus(from));
        size.set(d, n);
        return new MergedSection(lo, size, b.guardLo().clone(), b.guardHi().clone());
    }

    /** The accesses of a ring variable index its dimension by slot: {@code s_A[local]} becomes {@code s_A[(lo + local) & (R - 1)]}. */
    private void retargetAccesses(SharedVar v) {
        for (Index access : v.accesses) {
            List<Index> chain = dev.hicuda.analysis.loops.Subscripts.chain(access);
            if (chain == null || chain.size() != v.box.rank()) {
                continue;
            }
            Index at = chain.get(v.ringDim);
            Expr plane = Affine.of(at.index(), ex).plus(v.box.lo().get(v.ringDim)).toExpr();
            NodeWalker.replace(at.index(), v.ringSlot(plane));
        }
    }

    boolean pipelined(SharedVar v) {
        return plans.containsKey(v);
    }

    /** The elements an iteration copies of pipelined v: its box, or for a ring the planes that enter it. */
    long copiedElements(SharedVar v) {
        return plans.get(v).transfer.b.elements();
    }

    /**
     * The statement at v's alloc: store the registers (or, when the fast path's test failed, the
     * guarded copy); also writes the registers, the first load and the buffer switch around the loop.
     */
    Stmt atAlloc(SharedVar v) {
        Plan p = plans.get(v);
        CopyCode.Transfer t = p.transfer;
        Expr test = t.fastCondition(UnaryOperator.identity());
        Compound outer = enclosingBlock(p.loop);
        // before the loop: the registers, the flag, the first iteration's loads
        List<Stmt> pre = new ArrayList<>();
        pre.add(t.declareRegisters());
        UnaryOperator<Affine> first = a -> a.replaced(Exprs.id(p.header.var()), Affine.of(p.header.init(), ex));
        Expr runs = new Binary(p.header.rel(), p.header.init().copy(), p.header.bound().copy());
        Expr firstTest = t.fastCondition(first);
        pre.add(flagDecl(p.flag, firstTest == null ? runs : new Binary("&&", runs, firstTest)));
        pre.add(new If(Exprs.id(p.flag), CopyCode.asBlock(t.load(first)), null));
        if (p.prologue != null) {
            // a ring: the planes of the first iteration that its copy does not bring, straight into their slots
            Stmt planes = new If(runs.copy(), CopyCode.asBlock(p.prologue.slow(first)), null);
            planes.setLeadingTrivia(List.of(new dev.hicuda.ir.Trivia(dev.hicuda.ir.Trivia.Kind.COMMENT, "/* " + v.name()
                    + ": a ring of " + v.ring + " planes; the first iteration's other " + p.prologue.b.size().get(v.ringDim)
                    + " planes */")));
            pre.add(planes);
        } else {
            String toggle = toggles.get(p.loop);
            if (toggle == null) {
                toggle = "hicuda_buf" + toggles.size();
                toggles.put(p.loop, toggle);
                pre.add(new DeclStmt(new Declaration(DeclSpecs.keywords("int"),
                        List.of(new InitDeclarator(new NameDeclarator(toggle), Exprs.num(0), null)))));
                v.block().insert(0, VerbatimStmt.of(toggle + " ^= 1;"));
            }
            v.block().insert(0, SharedBufferLayout.pointAt(v, toggle));
        }
        for (Stmt s : pre) {
            outer.insertBefore(p.loop, s);
        }
        Prelude prelude = preludes.computeIfAbsent(p.loop, l -> new Prelude(new ArrayList<>(), new ArrayList<>()));
        prelude.plans().add(p);
        prelude.statements().addAll(pre);
        // at the alloc: the registers into the buffer (or the guarded copy)
        Stmt store = t.store(UnaryOperator.identity());
        return test == null ? store : new If(Exprs.id(p.flag), CopyCode.asBlock(store), CopyCode.asBlock(t.slow(UnaryOperator.identity())));
    }

    /** After the barrier that follows v's copy: the next iteration's flag and loads. */
    void prefetchAfter(SharedVar v, Stmt copy) {
        Plan p = plans.get(v);
        CopyCode.Transfer t = p.transfer;
        int at = v.block().indexOf(copy);
        while (at >= 0 && at < v.block().items().size() && !CooperativeTransfers.isBarrier(v.block().items().get(at))) {
            at++;
        }
        if (at < 0 || at >= v.block().items().size()) {
            throw new IllegalStateException("no barrier after the copy-in of " + v.name());
        }
        long s = p.header.step();
        UnaryOperator<Affine> next = a -> a.replaced(Exprs.id(p.header.var()), Affine.of(Exprs.id(p.header.var()), ex).plus(s));
        Expr more = new Binary(p.header.rel(), ex.add(Exprs.id(p.header.var()), Exprs.num(s)), p.header.bound().copy());
        Expr test = t.fastCondition(next);
        Stmt flag = new ExprStmt(new Assign("=", Exprs.id(p.flag), test == null ? more : new Binary("&&", more, test)));
        flag.setLeadingTrivia(List.of(new dev.hicuda.ir.Trivia(dev.hicuda.ir.Trivia.Kind.COMMENT,
                "/* the next iteration's " + v.name() + " into registers, in flight while this one is used */")));
        v.block().insert(at + 1, flag);
        v.block().insert(at + 2, new If(Exprs.id(p.flag), CopyCode.asBlock(t.load(next)), null));
    }

    /**
     * Loop versioning, once every copy of the kernel is placed: a pipelined loop whose copies have a fast path (a
     * vectorized or bounds-checked one) runs in two versions. When the test of every copy's fast path holds in the
     * first, the second and the last iteration, it holds in all of them (the bounds are linear in the loop variable, and
     * addresses that are aligned in two consecutive iterations are in every one), and a copy of the loop runs whose
     * transfers have no slow path and no per-iteration test: the registers stored at the alloc, the next iteration's
     * loads behind "another iteration follows" only. Otherwise a general version runs: the copies that have a test
     * move element by element behind their guards, without registers loaded ahead (a copy without a test stays
     * pipelined in both). The fast copy is what a hand-written kernel for sizes that fit the tiles is, and it does not carry the
     * registers of the slow path (mm's register-tiled loop spilled to local memory under its launch bounds with both
     * paths in it).
     */
    void versionLoops() {
        int n = 0;
        for (Map.Entry<For, Prelude> e : preludes.entrySet()) {
            For loop = e.getKey();
            Prelude prelude = e.getValue();
            Plan p0 = prelude.plans().get(0);
            if (!(loop.parent() instanceof Compound outer) || prelude.plans().stream()
                    .allMatch(p -> p.transfer.fastCondition(UnaryOperator.identity()) == null)) {
                continue;
            }
            int from = outer.indexOf(loop);
            for (Stmt s : prelude.statements()) {
                int i = outer.indexOf(s);
                if (i < 0) {
                    from = -1;
                    break;
                }
                from = Math.min(from, i);
            }
            int to = outer.indexOf(loop);
            if (from < 0 || to < 0) {
                continue;
            }
            LoopHeader h = p0.header;
            String last = "hicuda_last" + n;
            String fast = "hicuda_fast" + n;
            n++;
            Affine init = Affine.of(h.init(), ex);
            List<UnaryOperator<Affine>> iterations = List.of(
                    a -> a.replaced(Exprs.id(h.var()), init),
                    a -> a.replaced(Exprs.id(h.var()), init.plus(h.step())),
                    a -> a.replaced(Exprs.id(h.var()), Affine.of(Exprs.id(last), ex)));
            Expr test = new Binary(h.rel(), h.init().copy(), h.bound().copy());
            for (Plan p : prelude.plans()) {
                for (UnaryOperator<Affine> at : iterations) {
                    Expr c = p.transfer.fastCondition(at);
                    if (c != null) {
                        test = new Binary("&&", test, c);
                    }
                }
            }
            List<Stmt> original = new ArrayList<>(outer.items().subList(from, to + 1));
            List<Stmt> quick = new ArrayList<>();
            List<Stmt> slow = new ArrayList<>();
            for (Stmt s : original) {
                quick.add(withoutSlowPaths(dev.hicuda.ir.stmt.Statements.copy(s), prelude.plans()));
                Stmt general = onlySlowPaths(s, prelude.plans());
                if (general != null) {
                    slow.add(general);
                }
            }
            for (Stmt s : original) {
                outer.remove(s);
            }
            Stmt lastDecl = new DeclStmt(new Declaration(DeclSpecs.keywords("const", "long"),
                    List.of(new InitDeclarator(new NameDeclarator(last), lastIteration(h), null))));
            lastDecl.setLeadingTrivia(List.of(new dev.hicuda.ir.Trivia(dev.hicuda.ir.Trivia.Kind.COMMENT, "/* the loop in two versions:"
                    + " without the copies' slow paths when every iteration's boxes are inside the data and aligned, else element by element */")));
            outer.insert(from, lastDecl);
            outer.insert(from + 1, flagDecl(fast, test));
            outer.insert(from + 2, new If(Exprs.id(fast), new Compound(quick), new Compound(slow)));
        }
    }

    /** The value of the loop variable in the last iteration (when the loop runs): init + ((bound - init [- 1]) / step) * step. */
    private Expr lastIteration(LoopHeader h) {
        long s = Math.abs(h.step());
        boolean up = h.rel().startsWith("<");
        Expr span = up ? ex.sub(h.bound().copy(), h.init().copy()) : ex.sub(h.init().copy(), h.bound().copy());
        if (h.rel().length() == 1) {
            span = ex.sub(span, Exprs.num(1));
        }
        Expr steps = s == 1 ? span : ex.mul(new Binary("/", new Paren(span), Exprs.num(s)), Exprs.num(s));
        return up ? ex.add(h.init().copy(), steps) : ex.sub(h.init().copy(), steps);
    }

    /**
     * The fast version of a statement of a versioned loop: each plan's flag is set to "the loop runs" / "another
     * iteration follows" only, and the test at each alloc keeps only its fast branch.
     */
    private static Stmt withoutSlowPaths(Stmt s, List<Plan> plans) {
        Set<String> flags = new HashSet<>();
        plans.forEach(p -> flags.add(p.flag));
        NodeWalker.preOrder(s, n -> {
            if (n instanceof InitDeclarator d && flags.contains(d.name()) && d.init() instanceof Binary b && b.op().equals("&&")) {
                d.setInit(b.left());
            } else if (n instanceof Assign a && a.target() instanceof Ident i && flags.contains(i.name())
                    && a.value() instanceof Binary b && b.op().equals("&&")) {
                NodeWalker.replace(b, b.left());
            }
        });
        for (If i : NodeWalker.collect(s, If.class)) {
            if (i.cond() instanceof Ident f && flags.contains(f.name()) && i.otherwise() != null) {
                if (i == s) {
                    return i.then();
                }
                NodeWalker.replace(i, i.then());
            }
        }
        return s;
    }

    /**
     * The general version of a statement of a versioned loop: the copies element by element behind their guards, without
     * the registers loaded an iteration ahead (the two buffers keep one barrier an iteration correct without them), so
     * that the version for the sizes that do not fit the tiles takes no registers from the fast one. Null for a
     * statement of the prelude that only served the registers.
     */
    private static Stmt onlySlowPaths(Stmt s, List<Plan> plans) {
        Set<String> flags = new HashSet<>();
        Set<String> registers = new HashSet<>();
        for (Plan p : plans) {
            if (p.transfer.fastCondition(UnaryOperator.identity()) != null) { // a copy without a test keeps its registers
                flags.add(p.flag);
                registers.add(p.transfer.regs);
            }
        }
        java.util.function.Predicate<Stmt> serves = x -> x instanceof DeclStmt d && d.decl().declarators().stream()
                .anyMatch(i -> flags.contains(i.name()) || registers.contains(i.name()))
                || x instanceof ExprStmt es && es.expr() instanceof Assign a && a.target() instanceof Ident i && flags.contains(i.name())
                || x instanceof If i && i.cond() instanceof Ident f && flags.contains(f.name()) && i.otherwise() == null;
        if (serves.test(s)) {
            return null;
        }
        for (If i : NodeWalker.collect(s, If.class)) {
            if (i.cond() instanceof Ident f && flags.contains(f.name()) && i.otherwise() != null) {
                if (i == s) {
                    return i.otherwise();
                }
                NodeWalker.replace(i, i.otherwise());
            }
        }
        for (Compound c : NodeWalker.collect(s, Compound.class)) {
            for (Stmt x : new ArrayList<>(c.items())) {
                if (serves.test(x)) {
                    c.remove(x);
                }
            }
        }
        return s;
    }

    /**
     * The user's barrier just before the removes at the end of the loop body, when every shared
     * variable of the body is double-buffered and the body writes no memory that it also reads:
     * nothing is left for it to protect.  Returns whether it was dropped.
     */
    boolean dropTrailingBarrier(SharedVar v, List<SharedVar> all) {
        Plan p = plans.get(v);
        if (p == null || v.remove == null || v.remove.parent() != v.block()) {
            return false;
        }
        for (SharedVar o : all) {
            if (o.block() == v.block() && !pipelined(o)) {
                return false;
            }
        }
        int i = v.block().indexOf(v.remove) - 1;
        while (i >= 0 && v.block().items().get(i) instanceof DirectiveStmt d && d.directive() instanceof DataDirective dd
                && dd.memory() == DataDirective.Memory.SHARED) {
            i--;
        }
        if (i < 0 || !CooperativeTransfers.isBarrier(v.block().items().get(i)) || !readsDisjointFromWrites(v.block(), privateNames())) {
            return false;
        }
        v.block().remove(v.block().items().get(i));
        return true;
    }

    // ------------------------------------------------------------------ checks

    /** The names the kernel body declares: its own arrays are private to each thread (shared ones are s_ copies). */
    private Set<String> privateNames() {
        Set<String> out = new HashSet<>();
        for (InitDeclarator d : NodeWalker.collect(kbody, InitDeclarator.class)) {
            if (d.name() != null) {
                out.add(d.name());
            }
        }
        return out;
    }

    /** Whether no array (other than the thread's own) that the body stores into is also read in it. */
    private static boolean readsDisjointFromWrites(Compound body, Set<String> privates) {
        Set<String> written = new HashSet<>();
        NodeWalker.preOrder(body, n -> {
            Expr target = n instanceof Assign a ? a.target() : n instanceof Unary u && (u.isIncDec() || u.op().equals("&")) ? u.operand() : null;
            String base = target == null ? null : arrayBase(target);
            if (base != null && !privates.contains(base)) {
                written.add(base);
            }
        });
        return !NodeWalker.any(body, n -> n instanceof Index ix && !(ix.parent() instanceof Index q && q.base() == ix)
                && !(ix.parent() instanceof Assign a && a.target() == ix && a.op().equals("=")) && written.contains(arrayBase(ix)));
    }

    /** The array an lvalue stores into ({@code A} for {@code A[i][j]}, {@code *(p + k)}), or null for a scalar. */
    private static String arrayBase(Expr e) {
        e = Paren.strip(e);
        boolean indexed = false;
        while (e instanceof Index || e instanceof Unary u && u.op().equals("*") || e instanceof Paren || e instanceof Binary) {
            indexed = true;
            e = e instanceof Index ix ? ix.base() : e instanceof Unary u ? u.operand() : e instanceof Paren pa ? pa.inner() : ((Binary) e).left();
        }
        return indexed && e instanceof Ident i ? i.name() : null;
    }

    private static boolean writes(Compound kbody, String array) {
        return NodeWalker.any(kbody, n -> {
            Expr target = n instanceof Assign a ? a.target() : n instanceof Unary u && (u.isIncDec() || u.op().equals("&")) ? u.operand() : null;
            return target != null && array.equals(arrayBase(target));
        });
    }

    private static boolean assignsAny(Node body, Set<String> names) {
        return NodeWalker.any(body, n -> {
            Expr target = n instanceof Assign a ? a.target() : n instanceof Unary u && (u.isIncDec() || u.op().equals("&")) ? u.operand() : null;
            return target != null && Paren.strip(target) instanceof Ident i && names.contains(i.name())
                    || n instanceof InitDeclarator d && names.contains(d.name());
        });
    }

    /** A jump that could skip the copy of an iteration (so that its prefetched registers would be stored in a later one). */
    private static boolean jumpsBefore(SharedVar v, For f) {
        if (NodeWalker.any(f.body(), n -> n instanceof Return || n instanceof Jump j && j.kind() == Jump.Kind.GOTO)) {
            return true;
        }
        int at = v.block().indexOf(v.alloc);
        for (int i = 0; i < at; i++) {
            if (NodeWalker.any(v.block().items().get(i), n -> n instanceof Jump)) {
                return true;
            }
        }
        return false;
    }

    private static boolean hasSideEffects(Expr e) {
        return NodeWalker.any(e, n -> n instanceof Assign || n instanceof Call || n instanceof Unary u && u.isIncDec());
    }

    private static Compound enclosingBlock(For loop) {
        if (loop.parent() instanceof Compound c) {
            return c;
        }
        Compound wrap = new Compound(new ArrayList<>());
        NodeWalker.replace(loop, wrap);
        wrap.add(loop);
        return wrap;
    }

    private static Stmt flagDecl(String name, Expr init) {
        return new DeclStmt(new Declaration(DeclSpecs.keywords("bool"), List.of(new InitDeclarator(new NameDeclarator(name), init, null))));
    }
}
