package dev.hicuda.optimize.nest;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.loops.CountedLoop;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.directive.KernelDirective;
import dev.hicuda.ir.directive.LoopPartitionDirective;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Conditional;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.type.PrimitiveType;
import dev.hicuda.optimize.stencil.PartitionedNest;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A partitioned loop nest rewritten in explicit form, one loop over thread blocks and one over
 * threads per dimension, as hand-tuned hiCUDA code writes it (the paper's matrix multiply):
 * <pre>
 * kernel K tblock(ceil((n - a) / (T * F)), ...) thread(T, ...)
 * loop_partition over_tblock   for (int i_b = a; i_b &lt; n; i_b += T * F)     (one iteration a block)
 * loop_partition over_thread   for (int i_t = 0; i_t &lt; T; i_t++)           (one iteration a thread)
 *     { int i_0 = i_b + i_t, i_1 = i_b + i_t + T, ...;  the body, jammed over the copies }
 * </pre>
 * Each thread computes F iterations of a dimension, T apart (so that consecutive threads keep
 * touching consecutive elements); {@link Jam} interleaves the copies' statements.  When the trip
 * count is not provably a multiple of T * F, a copy's index is clamped to the last iteration
 * ({@code i_1 = i_b + i_t + T < n ? i_b + i_t + T : n - 1}: a copy beyond the end recomputes the
 * last iteration's values, reading only memory the loop reads) and its stores are guarded by its
 * raw index being in range.  Accesses to shaped pointers get their subscripts first
 * ({@link ShapedSubscripts}), while the original loops' ranges still prove them.
 */
public final class ExplicitNest {
    /** One dimension: the original variable, its first value and exclusive end, the threads and copies a thread. */
    public record Dim(String var, Expr first, Expr end, long threads, int factor, String blockVar, String threadVar,
                      List<String> copies, boolean exact) {
        /** The unclamped index of copy {@code a}: {@code i_b + i_t + T * a}. */
        public Expr raw(int a) {
            Expr e = new Binary("+", Exprs.id(blockVar), Exprs.id(threadVar));
            return a == 0 ? e : new Binary("+", e, Exprs.num(threads * a));
        }

        /** Iterations a block covers along this dimension. */
        public long tile() {
            return threads * factor;
        }
    }

    private final List<Dim> dims;
    private final Compound body;
    private final KernelRegion region;

    private ExplicitNest(List<Dim> dims, Compound body, KernelRegion region) {
        this.dims = dims;
        this.body = body;
        this.region = region;
    }

    public List<Dim> dims() {
        return dims;
    }

    /** The block holding the copies' index declarations and the jammed body. */
    public Compound body() {
        return body;
    }

    public KernelRegion region() {
        return region;
    }

    /** Copy variable name → its unclamped index ({@code i_1} → {@code i_b + i_t + 16}). */
    public Map<String, Expr> rawValues() {
        Map<String, Expr> m = new LinkedHashMap<>();
        for (Dim d : dims) {
            for (int a = 0; a < d.copies().size(); a++) {
                m.put(d.copies().get(a), d.raw(a));
            }
        }
        return m;
    }

    /** The names of the loop variables over thread blocks and threads. */
    public Set<String> loopVars() {
        Set<String> s = new LinkedHashSet<>();
        for (Dim d : dims) {
            s.add(d.blockVar());
            s.add(d.threadVar());
        }
        return s;
    }

    /**
     * Why the region's nest cannot be rewritten in explicit form (restructured), or null when it can.
     */
    public static String refusal(PartitionedNest nest, SymbolTable symbols) {
        if (nest.why() != null) {
            return nest.why();
        }
        List<PartitionedNest.Dim> dims = nest.dims();
        if (dims.size() > 3) {
            return "the nest has " + dims.size() + " partitioned loops (at most 3 are restructured)";
        }
        Set<Symbol> vars = new LinkedHashSet<>();
        for (PartitionedNest.Dim d : dims) {
            vars.add(d.var());
        }
        for (PartitionedNest.Dim d : dims) {
            if (d.chunk() != 1) {
                return "loop '" + d.var().name() + "' is walked in chunks";
            }
            if (d.var().type() == null || !d.var().type().isInteger()
                    || d.var().type().resolved() instanceof PrimitiveType p && p.isUnsigned()) {
                return "loop variable '" + d.var().name() + "' is not a signed integer";
            }
            if (Code.mentions(d.first(), vars) || Code.mentions(d.end(), vars)) {
                return "the bounds of loop '" + d.var().name() + "' depend on another partitioned loop (not rectangular)";
            }
        }
        Stmt body = nest.body();
        if (NodeWalker.any(body, n -> n instanceof DirectiveStmt)) {
            return "the loop body has a directive (barrier, shared data, singular): the threads of a block work together there";
        }
        String jump = Code.escapingJump(body);
        if (jump != null) {
            return "the loop body has " + jump;
        }
        if (NodeWalker.any(body, n -> n instanceof Declaration d && d.specs().isStatic())) {
            return "the loop body declares a static variable";
        }
        for (ArrayRef r : ArrayRef.in(body)) {
            if (!r.viaCast() && r.subscripts().size() == 1 && !ShapedSubscripts.inGlobalMemory(r.name(), r.node())
                    && symbols != null && ArrayDims.of(r.array(), r.node(), symbols) != null
                    && ArrayDims.of(r.array(), r.node(), symbols).rank() > 1 && Code.mentions(r.node(), vars)) {
                return "the kernel reads the constant or textured copy of '" + r.name()
                        + "' at an offset computed from a partitioned loop's index (it would no longer factor into subscripts)";
            }
        }
        for (Symbol s : CountedLoop.writtenIn(body)) {
            if (!Code.declaredIn(body).contains(s) && (s.type() == null || !s.type().isArithmetic() || s.specs() == null)) {
                return "the loop body assigns '" + s.name() + "', which is not an arithmetic variable of its own";
            }
        }
        return null;
    }

    /**
     * Rewrites {@code r}, whose nest {@code nest} has no {@link #refusal}, with {@code factors[d]}
     * copies a thread along dimension d.
     */
    public static ExplicitNest build(KernelRegion r, PartitionedNest nest, int[] factors, Names names, SymbolTable symbols,
                                     ConstEval constants) {
        Exprs ex = new Exprs(constants);
        ShapedSubscripts.promote(nest.body(), symbols, constants);
        Stmt body = nest.body();
        List<PartitionedNest.Dim> pd = nest.dims();
        List<Dim> dims = new ArrayList<>();
        Set<Symbol> dimVars = new LinkedHashSet<>();
        for (int d = 0; d < pd.size(); d++) {
            PartitionedNest.Dim p = pd.get(d);
            dimVars.add(p.var());
            int f = factors[d];
            Expr end = p.exclusiveEnd();
            Long trips = constants.eval(ex.sub(end.copy(), Exprs.wrap(p.first())));
            boolean exact = trips != null && trips % (p.threads() * f) == 0;
            List<String> copies = new ArrayList<>();
            String v = p.var().name();
            for (int a = 0; a < f; a++) {
                copies.add(f == 1 ? v : names.fresh(v + "_" + a));
            }
            dims.add(new Dim(v, p.first().copy(), end, p.threads(), f, names.fresh(v + "_b"), names.fresh(v + "_t"), copies, exact));
        }
        // the copies: every combination of one copy per dimension
        List<Jam.Copy> copies = new ArrayList<>();
        int total = 1;
        for (Dim d : dims) {
            total *= d.factor();
        }
        for (int c = 0; c < total; c++) {
            int rest = c;
            int[] idx = new int[dims.size()];
            for (int d = dims.size() - 1; d >= 0; d--) {
                idx[d] = rest % dims.get(d).factor();
                rest /= dims.get(d).factor();
            }
            StringBuilder suffix = new StringBuilder();
            Map<Symbol, String> index = new LinkedHashMap<>();
            Expr guard = null;
            int k = 0;
            for (Symbol s : dimVars) {
                Dim d = dims.get(k);
                index.put(s, d.copies().get(idx[k]));
                if (d.factor() > 1) {
                    suffix.append('_').append(idx[k]);
                }
                if (!d.exact()) {
                    Expr in = new Binary("<", d.raw(idx[k]), d.end().copy());
                    guard = guard == null ? in : new Binary("&&", guard, in);
                }
                k++;
            }
            copies.add(new Jam.Copy(total == 1 ? "" : suffix.toString(), index, guard));
        }
        Jam jam = new Jam(body, dimVars);
        List<Stmt> inner = new ArrayList<>();
        int k = 0;
        for (Symbol s : dimVars) {
            Dim d = dims.get(k++);
            List<InitDeclarator> decls = new ArrayList<>();
            for (int a = 0; a < d.factor(); a++) {
                Expr value = d.raw(a);
                if (!d.exact()) {
                    value = new Conditional(new Binary("<", d.raw(a), d.end().copy()), d.raw(a),
                            ex.sub(d.end().copy(), Exprs.num(1)));
                }
                decls.add(new InitDeclarator(new NameDeclarator(d.copies().get(a)), value, null));
            }
            inner.add(new DeclStmt(new Declaration(specsOf(s), decls)));
        }
        for (Symbol s : jam.privateScalars()) {
            List<InitDeclarator> decls = new ArrayList<>();
            for (Jam.Copy c : copies) {
                decls.add(new InitDeclarator(new NameDeclarator(jam.nameOf(s, c)), null, null));
            }
            inner.add(new DeclStmt(new Declaration(specsOf(s), decls)));
        }
        inner.addAll(jam.jam(copies));
        Compound innerBlock = new Compound(inner);
        Stmt cur = innerBlock;
        for (int d = dims.size() - 1; d >= 0; d--) {
            Dim dim = dims.get(d);
            cur = loop(r, new LoopPartitionDirective(false, LoopPartitionDirective.Distribution.BLOCK, true),
                    "over_thread", dim.threadVar(), Exprs.num(0), Exprs.num(dim.threads()), 1, cur);
        }
        for (int d = dims.size() - 1; d >= 0; d--) {
            Dim dim = dims.get(d);
            cur = loop(r, new LoopPartitionDirective(true, LoopPartitionDirective.Distribution.BLOCK, false),
                    "over_tblock", dim.blockVar(), dim.first().copy(), dim.end().copy(), dim.tile(), cur);
        }
        List<Expr> tblock = new ArrayList<>();
        List<Expr> thread = new ArrayList<>();
        for (Dim d : dims) {
            Expr trips = ex.sub(d.end().copy(), Exprs.wrap(d.first()));
            tblock.add(ex.simplified(ex.ceilDiv(trips, Exprs.num(d.tile()))));
            thread.add(Exprs.num(d.threads()));
        }
        replace(r, (Compound) cur, tblock, thread);
        positions(innerBlock, r);
        return new ExplicitNest(dims, innerBlock, r);
    }

    /** {@code loop_partition ...} then {@code for (int v = from; v < to; v += step) body}, as the items of a block. */
    private static Compound loop(KernelRegion r, LoopPartitionDirective lp, String clause, String v, Expr from, Expr to, long step,
                                 Stmt body) {
        lp.at(r.begin().pos());
        DirectiveStmt ds = new DirectiveStmt("#pragma hicuda loop_partition " + clause, lp);
        ds.at(r.begin().pos());
        ds.setEpoch(r.begin().epoch());
        Stmt init = new DeclStmt(new Declaration(DeclSpecs.keywords("int"),
                List.of(new InitDeclarator(new NameDeclarator(v), from, null))));
        Expr step1 = step == 1 ? new Unary("++", Exprs.id(v), true) : new Assign("+=", Exprs.id(v), Exprs.num(step));
        For f = new For(init, new Binary("<", Exprs.id(v), to), step1,
                body instanceof Compound ? body : new Compound(new ArrayList<>(List.of(body))));
        return new Compound(new ArrayList<>(List.of(ds, f)));
    }

    private static DeclSpecs specsOf(Symbol s) {
        if (s.specs() == null) {
            return DeclSpecs.keywords("int");
        }
        DeclSpecs d = s.specs().withoutStorage();
        d.remove("const");
        return d;
    }

    /** The region's statements become {@code nest}'s items; its kernel directive gets the new spaces. */
    private static void replace(KernelRegion r, Compound nest, List<Expr> tblock, List<Expr> thread) {
        KernelDirective old = r.directive();
        KernelDirective kd = new KernelDirective(old.name(), tblock, thread, old.nowait());
        kd.at(old.pos());
        kd.setDialect(old.dialect());
        NodeWalker.preOrder(kd, n -> {
            if (!n.pos().isKnown()) {
                n.at(old.pos());
            }
        });
        r.begin().setDirective(kd);
        List<Stmt> items = r.body();
        int at = r.block().indexOf(items.get(0));
        for (Stmt s : items) {
            r.block().remove(s);
        }
        List<Stmt> loops = new ArrayList<>(nest.items());
        for (Stmt s : loops) {
            nest.remove(s);
        }
        for (int i = 0; i < loops.size(); i++) {
            r.block().insert(at + i, loops.get(i));
        }
    }

    /** Generated nodes take the kernel directive's position (for messages) and epoch (for macros). */
    private static void positions(Compound inner, KernelRegion r) {
        for (Stmt s : r.body()) {
            NodeWalker.preOrder(s, n -> {
                if (!n.pos().isKnown()) {
                    n.at(r.begin().pos());
                }
                if (n instanceof Stmt st && st.epoch() == 0) {
                    st.setEpoch(r.begin().epoch());
                }
            });
        }
    }
}
