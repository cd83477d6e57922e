package dev.hicuda.optimize;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.SymbolResolver;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.analysis.affine.Poly;
import dev.hicuda.analysis.affine.PolyReader;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.directive.Directive;
import dev.hicuda.ir.directive.KernelDirective;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.optimize.nest.ArrayDims;
import dev.hicuda.optimize.nest.ArrayRef;
import dev.hicuda.optimize.nest.Code;
import dev.hicuda.optimize.stencil.PartitionedNest;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Coalescing (CUDA-lite's concern): the innermost partitioned loop of a nest runs along
 * {@code threadIdx.x}, so the accesses whose address moves by one element when its variable does
 * are the coalesced ones.  When another partitioned loop of the nest would make the warp's
 * accesses touch fewer 32-byte sectors, the two loops are interchanged (with their dimensions of
 * the kernel's {@code tblock} and {@code thread} clauses): {@code for j / for i: B[i][j]} becomes
 * {@code for i / for j}.
 *
 * <p>Cost model: for each candidate loop along x, the sectors a warp's access touches (1 when every
 * lane reads the same element, the element size times the stride in elements, at most 32),
 * summed over the body's accesses to arrays, each weighted by 16 per sequential loop around it.
 * Legality: a perfect, rectangular nest of loops partitioned over blocks and threads (their
 * iterations are independent, so any order is valid; no bound uses another's variable), whose body
 * has no directive (a kernel the programmer tuned with shared data keeps the mapping they chose).  Staging
 * through shared memory, the other remedy, is {@link SharedTiling}'s (it counts uncoalesced
 * accesses as a reason to stage); transposing a device copy at copyin is not implemented.
 */
public final class Coalescing implements Pass {
    private final Setting setting;

    public Coalescing(Setting setting) {
        this.setting = setting;
    }

    @Override
    public String name() {
        return "coalescing";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        if (!setting.enabled()) {
            return tu;
        }
        boolean changed = false;
        for (KernelRegion r : Kernels.of(tu)) {
            SymbolTable symbols = SymbolTable.of(ctx);
            ConstEval constants = symbols.constEval();
            String kernel = r.directive().name();
            PartitionedNest nest = PartitionedNest.of(r, constants);
            String why = refusal(nest);
            if (why != null) {
                OptReport.of(ctx).add(r.begin().pos(), kernel, name(), "not applied: " + why);
                continue;
            }
            List<PartitionedNest.Dim> dims = nest.dims();
            int x = dims.size() - 1;
            long[] cost = new long[dims.size()];
            for (int d = 0; d < dims.size(); d++) {
                cost[d] = cost(nest, dims.get(d).var(), symbols, constants);
            }
            int best = x;
            for (int d = 0; d < dims.size(); d++) {
                if (cost[d] < cost[best]) {
                    best = d;
                }
            }
            String costs = costs(dims, cost);
            if (best == x) {
                OptReport.of(ctx).add(r.begin().pos(), kernel, name(), "not applied: '" + dims.get(x).var().name()
                        + "' along threadIdx.x already touches the fewest sectors a warp (" + costs + ")");
                continue;
            }
            interchange(r, nest, best, x, new dev.hicuda.analysis.affine.Exprs(constants));
            changed = true;
            OptReport.of(ctx).add(r.begin().pos(), kernel, name(), "applied: loops '" + dims.get(best).var().name() + "' and '"
                    + dims.get(x).var().name() + "' interchanged, so that '" + dims.get(best).var().name()
                    + "' runs along threadIdx.x (" + costs + "); the thread clause keeps its sizes, tblock("
                    + tblockText(r) + "), both loops over_tblock(CYCLIC)");
        }
        if (changed) {
            new SymbolResolver().run(tu, ctx);
        }
        return tu;
    }

    private static String costs(List<PartitionedNest.Dim> dims, long[] cost) {
        StringBuilder sb = new StringBuilder("weighted 32-byte sectors a warp with x along");
        for (int d = 0; d < dims.size(); d++) {
            sb.append(d == 0 ? " " : ", ").append('\'').append(dims.get(d).var().name()).append("': ").append(cost[d]);
        }
        return sb.toString();
    }

    /** Why the loops of the nest cannot be reordered, or null. */
    static String refusal(PartitionedNest nest) {
        if (nest.why() != null) {
            return nest.why();
        }
        if (nest.dims().size() < 2) {
            return "one partitioned loop: no other loop to map to threadIdx.x";
        }
        Set<Symbol> vars = new LinkedHashSet<>();
        for (PartitionedNest.Dim d : nest.dims()) {
            vars.add(d.var());
            if (d.chunk() != 1) {
                return "loop '" + d.var().name() + "' is walked in chunks";
            }
        }
        for (PartitionedNest.Dim d : nest.dims()) {
            if (Code.mentions(d.first(), vars) || Code.mentions(d.end(), vars)) {
                return "the bounds of loop '" + d.var().name() + "' depend on another partitioned loop (not rectangular)";
            }
        }
        if (dev.hicuda.ir.NodeWalker.any(nest.body(), n -> n instanceof DirectiveStmt)) {
            return "the loop body has the programmer's directives (shared data, barriers): the mapping of its loops is theirs";
        }
        return null;
    }

    /** The weighted sectors a warp touches when {@code v} runs along x. */
    static long cost(PartitionedNest nest, Symbol v, SymbolTable symbols, ConstEval constants) {
        Set<Symbol> local = Code.declaredIn(nest.body());
        PolyReader reader = new PolyReader(constants);
        long total = 0;
        for (ArrayRef r : ArrayRef.in(nest.body())) {
            if (local.contains(r.array())) {
                continue;
            }
            ArrayDims dims = ArrayDims.of(r.array(), r.node(), symbols);
            Poly flat = flat(r, dims, reader, constants);
            long stride = 32;
            if (flat != null) {
                Poly[] split = flat.splitLinear(Poly.Atom.of(v));
                Long c = split == null ? null : split[0].constantValue();
                stride = c == null ? 32 : Math.abs(c);
            }
            Long size = r.node().type() == null ? null : r.node().type().size();
            long e = size == null ? 4 : size;
            long sectors = stride == 0 ? 1 : Math.min(32, Math.max(1, stride * e));
            total += sectors * weight(r.node(), nest.body());
        }
        return total;
    }

    /** The row-major element offset of an access, or null. */
    private static Poly flat(ArrayRef r, ArrayDims dims, PolyReader reader, ConstEval constants) {
        if (r.subscripts().size() == 1) {
            return reader.read(r.subscripts().get(0));
        }
        if (dims == null || dims.rank() != r.subscripts().size()) {
            return null;
        }
        Poly off = Poly.ZERO;
        for (int m = 0; m < dims.rank(); m++) {
            Poly s = reader.read(r.subscripts().get(m));
            Poly n = m == 0 ? Poly.constant(1) : reader.read(dims.dims().get(m));
            if (s == null || n == null) {
                return null;
            }
            off = m == 0 ? s : off.times(n).plus(s);
        }
        return off;
    }

    private static Expr blocks(PartitionedNest.Dim d, long threads, dev.hicuda.analysis.affine.Exprs ex) {
        Expr trips = ex.sub(d.exclusiveEnd(), dev.hicuda.analysis.affine.Exprs.wrap(d.first()));
        return ex.simplified(ex.ceilDiv(trips, dev.hicuda.analysis.affine.Exprs.num(threads)));
    }

    private static long weight(Node n, Stmt body) {
        long w = 1;
        for (Node p = n.parent(); p != null && p != body.parent(); p = p.parent()) {
            if (p instanceof For) {
                w *= 16;
            }
        }
        return w;
    }

    private static String tblockText(KernelRegion r) {
        StringBuilder sb = new StringBuilder();
        for (Expr e : r.directive().tblock()) {
            sb.append(sb.length() == 0 ? "" : ", ").append(dev.hicuda.ir.print.CPrinter.canonical().expr(e));
        }
        return sb.toString();
    }

    /**
     * Swaps loops p and q of the region's nest (their headers).  The thread clause keeps its sizes by
     * position (x keeps the warp-wide size the programmer gave it); the two dimensions' block counts
     * become ceil(trips / threads) for the loops now there, and the two loops are partitioned
     * {@code over_tblock(CYCLIC) over_thread}: a block takes T consecutive iterations, one a thread.
     */
    private static void interchange(KernelRegion r, PartitionedNest nest, int p, int q, dev.hicuda.analysis.affine.Exprs ex) {
        List<For> loops = new ArrayList<>();
        List<DirectiveStmt> lps = new ArrayList<>();
        Stmt cur = r.body().get(1);
        DirectiveStmt lp = (DirectiveStmt) r.body().get(0);
        while (cur instanceof For f) {
            loops.add(f);
            lps.add(lp);
            if (f.body() instanceof Compound b && b.items().size() == 2 && b.items().get(0) instanceof DirectiveStmt d) {
                lp = d;
                cur = b.items().get(1);
            } else {
                break;
            }
        }
        For a = loops.get(p);
        For b = loops.get(q);
        Stmt ai = a.init();
        Stmt bi = b.init();
        Expr ac = a.cond();
        Expr bc = b.cond();
        Expr as = a.step();
        Expr bs = b.step();
        a.setInit(null);
        b.setInit(null);
        a.setCond(null);
        b.setCond(null);
        a.setStep(null);
        b.setStep(null);
        a.setInit(bi);
        b.setInit(ai);
        a.setCond(bc);
        b.setCond(ac);
        a.setStep(bs);
        b.setStep(as);
        for (int d : new int[] {p, q}) {
            Directive old = lps.get(d).directive();
            dev.hicuda.ir.directive.LoopPartitionDirective lp2 = new dev.hicuda.ir.directive.LoopPartitionDirective(true,
                    dev.hicuda.ir.directive.LoopPartitionDirective.Distribution.CYCLIC, true);
            lp2.at(old.pos());
            lp2.setDialect(old.dialect());
            lps.get(d).setDirective(lp2);
        }
        KernelDirective old = r.directive();
        List<Expr> tblock = new ArrayList<>();
        List<Expr> thread = new ArrayList<>();
        for (Expr e : old.tblock()) {
            tblock.add(e.copy());
        }
        for (Expr e : old.thread()) {
            thread.add(e.copy());
        }
        PartitionedNest.Dim dp = nest.dims().get(p);
        PartitionedNest.Dim dq = nest.dims().get(q);
        tblock.set(p, blocks(dq, dp.threads(), ex));
        tblock.set(q, blocks(dp, dq.threads(), ex));
        KernelDirective kd = new KernelDirective(old.name(), tblock, thread, old.nowait());
        kd.at(old.pos());
        kd.setDialect(old.dialect());
        r.begin().setDirective(kd);
    }
}
