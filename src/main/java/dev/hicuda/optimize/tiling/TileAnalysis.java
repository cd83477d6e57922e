package dev.hicuda.optimize.tiling;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.analysis.affine.Poly;
import dev.hicuda.analysis.affine.PolyReader;
import dev.hicuda.analysis.loops.CountedLoop;
import dev.hicuda.analysis.ranges.IndexFactoring;
import dev.hicuda.analysis.ranges.SymbolicRanges;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.optimize.nest.ArrayDims;
import dev.hicuda.optimize.nest.ArrayRef;
import dev.hicuda.optimize.nest.Code;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which arrays of a partitioned nest's body can be staged in shared memory, over which loop, and
 * what a block's tile of each looks like.  An array qualifies when the kernel only reads it, every
 * use is an element access with subscripts, and each subscript is, in every access,
 * <pre>  R + c_1 * x_1 + ... + c_n * x_n + c_k * k + sum of c_v * v + constant  </pre>
 * with R the same polynomial of values every thread of a block shares (for every access), x_d the
 * index of partitioned dimension d (any of a thread's copies; c_d the same in every access), k the
 * variable of the staged loop (c_k the same in every access), v the variables of loops inside it
 * with constant bounds, and all coefficients non-negative constants.  The staged loop is the
 * outermost loop of the body that contains accesses for which these hold, counts up by 1, and whose
 * header (and its enclosing loops' headers) every thread of a block evaluates alike (no index, no
 * variable of the body but the headers of such loops): the threads of a block must reach the shared
 * directive together.  Accesses outside it keep reading global memory.  A thread's section in dimension m then spans [R + sum c_d x_d(copy 0) + c_k * k0 + min,
 * ... + max], and a block's tile adds c_d * (T_d - 1) for each dimension d's threads.
 */
public final class TileAnalysis {
    /** A candidate: one array over one loop, or why not ({@code why} not null). */
    public static final class Tile {
        public final Symbol array;
        public final For loop;
        public final ArrayDims dims;
        /** Per array dimension: R (shared by the block), the coefficients of the partitioned dimensions and of k, the constant span. */
        public final List<Poly> base = new ArrayList<>();
        public final List<long[]> coefDims = new ArrayList<>();
        public final List<Long> coefK = new ArrayList<>();
        public final List<long[]> span = new ArrayList<>();
        public String why;
        /** Legal but not profitable (why says so). */
        public boolean legal;
        public int references;

        Tile(Symbol array, For loop, ArrayDims dims) {
            this.array = array;
            this.loop = loop;
            this.dims = dims;
        }

        /** Elements of the block's tile in dimension m for a strip of {@code strip} iterations of the staged loop. */
        public long extent(int m, long strip, NestView v) {
            long e = span.get(m)[1] - span.get(m)[0] + 1 + coefK.get(m) * (strip - 1);
            for (int d = 0; d < v.rank(); d++) {
                e += coefDims.get(m)[d] * (v.threads(d) - 1);
            }
            return e;
        }

        public long bytes(long strip, NestView v) {
            long b = dims.elementSize();
            for (int m = 0; m < dims.rank(); m++) {
                b *= extent(m, strip, v);
            }
            return b;
        }

        /** Threads of a block that read each element (the product of the thread counts of the dimensions it does not depend on). */
        public long reuse(NestView v) {
            long r = 1;
            for (int d = 0; d < v.rank(); d++) {
                boolean depends = false;
                for (long[] c : coefDims) {
                    depends |= c[d] != 0;
                }
                if (!depends) {
                    r *= v.threads(d);
                }
            }
            return r;
        }

        /** Whether consecutive threads along x (the last dimension) read elements that are not consecutive nor the same. */
        public boolean uncoalesced(NestView v, ConstEval constants) {
            int x = v.rank() - 1;
            long stride = 0;
            for (int m = 0; m < dims.rank(); m++) {
                long c = coefDims.get(m)[x];
                if (c == 0) {
                    continue;
                }
                for (int m2 = m + 1; m2 < dims.rank(); m2++) {
                    Long n = constants.eval(dims.dims().get(m2));
                    if (n == null) {
                        return true;
                    }
                    c *= n;
                }
                stride += c;
            }
            return stride != 0 && stride != 1;
        }
    }

    private final NestView view;
    private final ConstEval constants;
    private final SymbolTable symbols;

    private final boolean forced;

    /** {@code forced}: stage every legal array (--opt=+shared-tiling); else only where threads share elements or loads are uncoalesced. */
    public TileAnalysis(NestView view, ConstEval constants, SymbolTable symbols, boolean forced) {
        this.forced = forced;
        this.view = view;
        this.constants = constants;
        this.symbols = symbols;
    }

    /** Every array the body reads, with its analysis (in the order of first access). */
    public List<Tile> analyze() {
        Map<Symbol, List<ArrayRef>> byArray = new LinkedHashMap<>();
        for (ArrayRef r : ArrayRef.in(view.body())) {
            byArray.computeIfAbsent(r.array(), k -> new ArrayList<>()).add(r);
        }
        Set<Symbol> local = Code.declaredIn(view.body());
        List<Tile> out = new ArrayList<>();
        for (Map.Entry<Symbol, List<ArrayRef>> e : byArray.entrySet()) {
            Symbol x = e.getKey();
            if (local.contains(x)) {
                continue;
            }
            List<ArrayRef> refs = e.getValue();
            ArrayDims dims = ArrayDims.of(x, refs.get(0).node(), symbols);
            List<For> loops = new ArrayList<>();
            List<Set<Symbol>> outer = new ArrayList<>();
            search(view.body(), refs, new HashSet<>(), loops, outer);
            Tile t = null;
            for (int li = 0; li < Math.max(1, loops.size()); li++) {
                Tile c = new Tile(x, loops.isEmpty() ? null : loops.get(li), dims);
                List<ArrayRef> inside = new ArrayList<>();
                for (ArrayRef r : refs) {
                    if (c.loop == null || r.node().isInside(c.loop.body())) {
                        inside.add(r);
                    }
                }
                c.references = inside.size();
                String whole = wholeKernel(c, refs);
                c.why = whole != null ? whole : check(c, inside, loops.isEmpty() ? Set.of() : outer.get(li));
                if (c.why == null && !forced && c.reuse(view) < 2 && !c.uncoalesced(view, constants)) {
                    c.why = x.name() + " is read by one thread a block per element, coalesced (no reuse)";
                    c.legal = true;
                }
                if (t == null || c.why == null || c.legal && !t.legal) {
                    t = c;
                }
                if (c.why == null) {
                    break;
                }
            }
            out.add(t);
        }
        return out;
    }

    /** Why {@code t}'s array cannot be staged at all (written, used other than by element accesses, no dimensions, no loop), or null. */
    private String wholeKernel(Tile t, List<ArrayRef> refs) {
        String x = t.array.name();
        if (refs.stream().anyMatch(ArrayRef::write)) {
            return x + " is written in the kernel";
        }
        if (!ArrayRef.onlyElementAccesses(view.body(), t.array)) {
            return x + " is used other than by element accesses";
        }
        if (t.dims == null || t.dims.elementSize() == null) {
            return "the dimensions of " + x + " are not known (a pointer without a shape)";
        }
        if (t.loop == null) {
            return x + " is read in no loop of the body that every thread of a block runs alike";
        }
        return null;
    }

    /** Why the accesses {@code refs} of {@code t}'s array inside its loop cannot be staged there, or null (t's sections filled in). */
    private String check(Tile t, List<ArrayRef> refs, Set<Symbol> outerLoopVars) {
        String x = t.array.name();
        CountedLoop k = CountedLoop.of(t.loop, constants);
        Set<Symbol> inner = new HashSet<>();
        Map<Symbol, long[]> ranges = new LinkedHashMap<>();
        for (For f : NodeWalker.collect(t.loop.body(), For.class)) {
            CountedLoop c = CountedLoop.of(f, constants);
            Long lo = c == null ? null : constants.eval(c.first());
            Long hi = c == null ? null : constants.eval(c.bound());
            if (c != null && lo != null && hi != null && c.step() > 0 && c.rel().startsWith("<")) {
                ranges.put(c.var(), new long[] {lo, c.rel().equals("<") ? hi - 1 : hi});
                inner.add(c.var());
            }
        }
        boolean dependsOnLoops = false;
        PolyReader reader = new PolyReader(constants);
        List<List<Expr>> subscripts = new ArrayList<>();
        for (ArrayRef r : refs) {
            List<Expr> subs = r.subscripts();
            if (subs.size() == 1 && t.dims.rank() > 1) {
                IndexFactoring.Factored f = new IndexFactoring().factor(subs.get(0), t.dims.dims(), SymbolicRanges.at(r.node(), constants));
                subs = f.ok() ? f.indices() : subs;
            }
            if (subs.size() != t.dims.rank()) {
                return x + " is accessed with " + subs.size() + " subscript" + (subs.size() == 1 ? "" : "s")
                        + " on its " + t.dims.rank() + " dimensions (an offset does not factor into subscripts)";
            }
            subscripts.add(subs);
        }
        for (int m = 0; m < t.dims.rank(); m++) {
            Poly base = null;
            long[] coefDims = null;
            Long coefK = null;
            long min = Long.MAX_VALUE;
            long max = Long.MIN_VALUE;
            for (List<Expr> subs : subscripts) {
                Expr s = subs.get(m);
                Poly p = reader.read(s);
                if (p == null) {
                    return "a subscript of " + x + " is not an integer polynomial";
                }
                long[] cd = new long[view.rank()];
                long ck = 0;
                long lo = 0;
                long hi = 0;
                for (Poly.Atom a : p.atoms()) {
                    Symbol sym = a.symbol();
                    int[] copy = view.copyOf(sym);
                    boolean isK = sym != null && sym == k.var();
                    boolean isInner = sym != null && inner.contains(sym);
                    if (copy == null && !isK && !isInner) {
                        if (!uniform(a) && (sym == null || !outerLoopVars.contains(sym))) {
                            return "a subscript of " + x + " depends on '" + a.name() + "', which differs between threads"
                                    + " or iterations (not affine in the loop variables)";
                        }
                        continue;
                    }
                    Poly[] split = p.splitLinear(a);
                    Long c = split == null ? null : split[0].constantValue();
                    if (c == null || c < 0) {
                        return "a subscript of " + x + " has a coefficient of '" + a.name() + "' that is not a non-negative constant";
                    }
                    p = split[1];
                    if (copy != null) {
                        if (cd[copy[0]] != 0 && cd[copy[0]] != c) {
                            return "a subscript of " + x + " mixes copies of one dimension";
                        }
                        cd[copy[0]] = c;
                        lo += c * view.threads(copy[0]) * copy[1];
                        hi += c * view.threads(copy[0]) * copy[1];
                    } else if (isK) {
                        ck = c;
                        dependsOnLoops |= c != 0;
                    } else {
                        long[] rg = ranges.get(sym);
                        lo += c * rg[0];
                        hi += c * rg[1];
                        dependsOnLoops |= c != 0;
                    }
                }
                long constant = p.constantTerm();
                Poly rest = p.plus(-constant);
                lo += constant;
                hi += constant;
                if (base == null) {
                    base = rest;
                    coefDims = cd;
                    coefK = ck;
                } else if (!base.equals(rest) || !java.util.Arrays.equals(coefDims, cd) || coefK != ck) {
                    return "the accesses of " + x + " are not a constant distance apart in dimension " + (m + 1);
                }
                min = Math.min(min, lo);
                max = Math.max(max, hi);
            }
            t.base.add(base);
            t.coefDims.add(coefDims);
            t.coefK.add(coefK);
            t.span.add(new long[] {min, max});
        }
        if (!dependsOnLoops) {
            return x + " is read at the same elements in every iteration of loop '" + k.var().name() + "' (nothing to stage)";
        }
        return null;
    }

    /** Whether every thread of a block has the same value of {@code a} throughout the nest. */
    private boolean uniform(Poly.Atom a) {
        if (a.symbol() != null) {
            return !view.varying().contains(a.symbol());
        }
        Expr e = a.opaqueExpr();
        if (e == null) {
            return true; // a macro
        }
        if (NodeWalker.any(e, n -> n instanceof Index || n instanceof Call)) {
            return false;
        }
        return !Code.mentions(e, view.varying());
    }

    /**
     * The loops of the body that contain an access in {@code refs}, count up by 1, and that the
     * threads of a block run alike (as do the loops around them), outermost first.
     */
    private void search(Stmt s, List<ArrayRef> refs, Set<Symbol> uniformLoopVars, List<For> found, List<Set<Symbol>> outer) {
        if (s instanceof Compound c) {
            for (Stmt x : c.items()) {
                search(x, refs, uniformLoopVars, found, outer);
            }
            return;
        }
        if (!(s instanceof For f)) {
            return;
        }
        CountedLoop c = CountedLoop.of(f, constants);
        Set<Symbol> varying = new HashSet<>(view.varying());
        varying.removeAll(uniformLoopVars);
        if (c == null || c.step() != 1 || !c.rel().startsWith("<")) {
            return;
        }
        varying.remove(c.var());
        if (Code.mentions(f.init(), varying) || Code.mentions(f.cond(), varying) || Code.mentions(f.step(), varying)
                || NodeWalker.any(f.cond(), n -> n instanceof Index || n instanceof Call)
                || NodeWalker.any(f.init(), n -> n instanceof Index || n instanceof Call)) {
            return;
        }
        boolean some = false;
        for (ArrayRef r : refs) {
            some |= r.node().isInside(f.body());
        }
        if (some) {
            found.add(f);
            outer.add(uniformLoopVars);
        }
        Set<Symbol> inner = new HashSet<>(uniformLoopVars);
        inner.add(c.var());
        search(f.body(), refs, inner, found, outer);
    }
}
