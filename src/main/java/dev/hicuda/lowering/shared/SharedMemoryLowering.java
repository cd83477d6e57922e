package dev.hicuda.lowering.shared;

import dev.hicuda.analysis.SymbolTable;

import dev.hicuda.analysis.affine.Affine;
import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.dataflow.IntervalColouring;
import dev.hicuda.analysis.loops.LoopHeader;
import dev.hicuda.analysis.loops.PartitionLevels;
import dev.hicuda.analysis.loops.Subscripts;
import dev.hicuda.analysis.ranges.SymbolicRanges;
import dev.hicuda.lowering.data.DataShape;
import dev.hicuda.lowering.data.DeviceArray;
import dev.hicuda.lowering.grid.GridMapping;
import dev.hicuda.pass.PassContext;

import dev.hicuda.analysis.affine.Poly;
import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.directive.SimpleDirective;
import dev.hicuda.ir.directive.Section;
import dev.hicuda.ir.expr.*;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.*;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.type.ArrayType;
import dev.hicuda.ir.type.CType;

import java.util.*;

/**
 * Lowers the {@code shared} directives of one kernel (paper §4.2, §5.4, §5.6); the rules are in
 * docs/translation.md, "Shared memory".
 * <ol>
 * <li>{@link #plan}: before the kernel is outlined, finds each {@code shared alloc}, the
 *     statements it covers (up to its {@code remove}) and its {@code copyout}s, so that the
 *     data-access analysis knows which arrays live only in shared memory.</li>
 * <li>{@link #merge}: before the loops are partitioned, merges each section over the iterations
 *     that the threads of a block execute concurrently (the enclosing loops partitioned over
 *     threads), giving a box of compile-time size, and decides which transfers need bounds
 *     guards.</li>
 * <li>{@link #rewrite}: after partitioning, replaces the directives by cooperative transfers and
 *     barriers, redirects the accesses in each scope to the shared copy, and places all shared
 *     variables of the kernel in one dynamic buffer by interval colouring of their live ranges.</li>
 * </ol>
 */
public final class SharedMemoryLowering {
    static final String BUFFER = "hicuda_smem";
    static final String TID = "hicuda_tid";
    /** Dynamic shared memory a block may use on sm_90 after opting in (227 KB). */
    static final long OPTIN_LIMIT = 232448;
    /** Dynamic shared memory a block may use without opting in. */
    public static final long DEFAULT_LIMIT = 49152;

    /** One {@code shared alloc} and what belongs to it. */
    static final class SharedVar {
        final DirectiveStmt alloc;
        final DataDirective directive;
        final Symbol array;
        final Compound block;
        DirectiveStmt remove;
        final List<DirectiveStmt> copyouts = new ArrayList<>();
        boolean local;
        // set by merge()
        Box box;
        Box copyin;
        final Map<DirectiveStmt, Box> copyoutBoxes = new IdentityHashMap<>();
        DataShape shape;
        CType element;
        DeclSpecs specs;
        long offset;
        /** Set when some dimensions are padded; null otherwise. */
        List<Long> padded;
        /** The first dimension whose subscript varies across the lanes of a warp while the inner ones do not (-1: none). */
        int laneDimension = -1;
        int first;
        int last;

        SharedVar(DirectiveStmt alloc, DataDirective directive, Symbol array, Compound block) {
            this.alloc = alloc;
            this.directive = directive;
            this.array = array;
            this.block = block;
        }

        String name() {
            return "s_" + array.name();
        }

        long elements() {
            long n = 1;
            for (long s : box.size) {
                n *= s;
            }
            return n;
        }

        /** Elements of the storage: the box with its padded dimensions. */
        long storedElements() {
            long n = 1;
            for (long sz : physical()) {
                n *= sz;
            }
            return n;
        }

        /** The sizes of the storage, padded against bank conflicts (see padAgainstBankConflicts). */
        List<Long> physical() {
            return padded != null ? padded : box.size;
        }

        long bytes() {
            return storedElements() * element.size();
        }

        /** The statements between the alloc and its remove (or the end of the block, or the kernel_end of its region). */
        List<Stmt> scope() {
            // the alloc's block now: a top-level statement of the region moves into the kernel body when it is outlined
            Compound block = alloc.parent() instanceof Compound c ? c : this.block;
            int from = block.indexOf(alloc) + 1;
            int to = remove != null && remove.parent() == block ? block.indexOf(remove) : block.items().size();
            for (int i = from; i < to; i++) {
                if (block.items().get(i) instanceof DirectiveStmt d && d.directive() instanceof SimpleDirective sd
                        && sd.kind() == SimpleDirective.Kind.KERNEL_END) {
                    to = i; // an alloc among the top-level statements of the region: its scope ends with the kernel
                }
            }
            return new ArrayList<>(block.items().subList(from, Math.max(from, to)));
        }
    }

    /**
     * A section merged over concurrent iterations: in dimension d it covers
     * {@code lo[d] .. lo[d] + size[d] - 1}; {@code guardLo/guardHi[d]} say whether an element
     * may fall below / above the bounds of the data in global memory.
     */
    record Box(List<Affine> lo, List<Long> size, boolean[] guardLo, boolean[] guardHi) {
        int rank() {
            return size.size();
        }

        long elements() {
            long n = 1;
            for (long s : size) {
                n *= s;
            }
            return n;
        }
    }

    private final PassContext ctx;
    private final Reporter reporter;
    private final Exprs ex;
    private final CPrinter printer = CPrinter.canonical();
    private final List<SharedVar> vars = new ArrayList<>();
    private final List<String> report = new ArrayList<>();
    private Compound kernelBody;

    private SharedMemoryLowering(PassContext ctx, Exprs ex) {
        this.ctx = ctx;
        this.reporter = ctx.reporter();
        this.ex = ex;
    }

    // ------------------------------------------------------------------ 1. plan

    /** Finds the shared directives of a kernel region and their scopes. */
    public static SharedMemoryLowering plan(List<Stmt> body, PassContext ctx, Exprs ex) {
        SharedMemoryLowering s = new SharedMemoryLowering(ctx, ex);
        List<DirectiveStmt> copyouts = new ArrayList<>();
        for (Stmt st : body) {
            for (DirectiveStmt ds : NodeWalker.collect(st, DirectiveStmt.class)) {
                if (!(ds.directive() instanceof DataDirective dd) || dd.memory() != DataDirective.Memory.SHARED) {
                    continue;
                }
                if (dd.action() == DataDirective.Action.ALLOC) {
                    s.addAlloc(ds, dd);
                } else if (dd.action() == DataDirective.Action.COPYOUT) {
                    copyouts.add(ds);
                }
            }
        }
        for (DirectiveStmt ds : copyouts) {
            DataDirective dd = (DataDirective) ds.directive();
            SharedVar owner = null;
            for (SharedVar v : s.vars) {
                if (v.array.name().equals(dd.variable().name()) && v.scope().stream().anyMatch(x -> ds == x || ds.isInside(x))) {
                    owner = v;
                }
            }
            if (owner == null) {
                s.reporter.error(ds.pos(), "'shared copyout " + dd.variable().name() + "' is not inside the scope of a 'shared alloc "
                        + dd.variable().name() + "' (between the alloc and its remove)");
            } else {
                owner.copyouts.add(ds);
            }
        }
        return s;
    }

    private void addAlloc(DirectiveStmt ds, DataDirective dd) {
        if (!(ds.parent() instanceof Compound block)) {
            reporter.error(ds.pos(), "'shared alloc' must stand in a block of statements");
            return;
        }
        String name = dd.variable().name();
        Symbol sym = SymbolTable.of(ctx).lookup(name, ds);
        if (sym == null || !sym.isObject()) {
            reporter.error(dd.variable().pos(), "'" + name + "' is not a variable in scope here");
            return;
        }
        if (dd.to() != null) {
            reporter.error(dd.to().pos(), "'to' is not allowed in 'shared alloc'");
            return;
        }
        SharedVar v = new SharedVar(ds, dd, sym, block);
        for (int i = block.indexOf(ds) + 1; i < block.items().size(); i++) {
            if (block.items().get(i) instanceof DirectiveStmt d && d.directive() instanceof DataDirective o
                    && o.memory() == DataDirective.Memory.SHARED) {
                if (o.action() == DataDirective.Action.REMOVE && o.names().stream().anyMatch(n -> n.name().equals(name))) {
                    v.remove = d;
                    break;
                }
                if (o.action() == DataDirective.Action.ALLOC && o.variable().name().equals(name)) {
                    reporter.error(d.pos(), "second 'shared alloc " + name + "' while the one at line " + ds.pos().line()
                            + " is still live; add 'shared remove " + name + "' before it");
                    break;
                }
            }
        }
        for (SharedVar o : vars) {
            if (o.array == sym && ds.parent() != o.block && o.scope().stream().anyMatch(ds::isInside)) {
                reporter.error(ds.pos(), "'shared alloc " + name + "' inside the scope of the 'shared alloc " + name
                        + "' at line " + o.alloc.pos().line() + "; one array can have one shared copy at a time");
                return;
            }
        }
        vars.add(v);
    }

    /** The lines --report prints about this kernel's shared memory (after {@link #rewrite}). */
    public List<String> reportLines() {
        return report;
    }

    /**
     * The per-dimension intervals {start, end} of the section of the innermost shared alloc of
     * {@code array} whose scope holds {@code at} (null entries for [*]), or null when none does.
     */
    public List<Expr[]> statedSection(Symbol array, Node at) {
        SharedVar inner = null;
        for (SharedVar v : vars) {
            if (v.array == array && v.scope().stream().anyMatch(s -> at == s || at.isInside(s))
                    && (inner == null || v.alloc.isInside(inner.block))) {
                inner = v;
            }
        }
        if (inner == null || !inner.directive.variable().hasSection()) {
            return null;
        }
        List<Expr[]> out = new ArrayList<>();
        for (Section.Range r : inner.directive.variable().dims()) {
            out.add(r.isAll() ? null : new Expr[] {r.start(), r.end()});
        }
        return out;
    }

    public boolean isEmpty() {
        return vars.isEmpty();
    }

    /**
     * Whether {@code array} is only used inside scopes of its shared allocs that neither copy
     * in nor copy out: it then needs no global-memory copy.
     */
    public boolean livesOnlyInShared(Symbol array, List<Stmt> body) {
        List<SharedVar> mine = vars.stream().filter(v -> v.array == array).toList();
        if (mine.isEmpty() || mine.stream().anyMatch(v -> v.directive.hasCopyin() || !v.copyouts.isEmpty())) {
            return false;
        }
        for (Stmt s : body) {
            for (Ident i : NodeWalker.collect(s, Ident.class)) {
                if (i.symbol() == array && mine.stream().noneMatch(v -> v.scope().stream().anyMatch(i::isInside))) {
                    return false;
                }
            }
        }
        return true;
    }

    // ------------------------------------------------------------------ 2. merge

    /** One enclosing loop partitioned over threads: v = base + t*step, t in [0, threads). */
    private record ThreadLoop(String var, long step, Expr threadIndex, long threads) {
    }

    /**
     * Merges every shared section over the concurrent iterations.  Runs on the kernel body
     * before its loops are partitioned.
     */
    public void merge(Compound kbody, PartitionLevels levels, GridMapping threads, Map<Symbol, DeviceArray> arrays,
               Set<Symbol> regionLocals) {
        for (SharedVar v : vars) {
            v.local = regionLocals.contains(v.array);
            CType t = v.array.type() == null ? null : v.array.type().resolved();
            DeviceArray global = arrays.get(v.array);
            if (global != null && global.viewOf != null) {
                reporter.error(v.directive.variable().pos(), "'" + v.array.name() + "' is accessed as a flat array in this kernel"
                        + " (an offset does not factor into subscripts on its shape: see the warning), so its accesses cannot be"
                        + " redirected to a shared section; write the offsets so that each subscript is provably within its dimension");
                continue;
            }
            // a shaped pointer has the logical shape of its global copy (accesses already promoted to subscripts)
            DataShape shape = global != null ? global.shape : DataShape.ofArray(v.array, ex);
            if (shape == null) {
                reporter.error(v.directive.variable().pos(), "'" + v.array.name() + "' is a "
                        + (t == null ? "value of unknown type" : t.describe())
                        + "; shared directives take arrays" + (t != null && t.isPointer()
                        ? " and pointers with a 'shape' and a reaching 'global alloc'" : ""));
                continue;
            }
            v.shape = shape;
            v.element = shape.element;
            v.specs = shape.elementSpecs;
            if (v.element.size() == null) {
                reporter.error(v.directive.variable().pos(), "the size of the elements of '" + v.array.name() + "' is not known");
                continue;
            }
            if (v.local && (v.directive.hasCopyin() || !v.copyouts.isEmpty())) {
                DirectiveStmt where = v.directive.hasCopyin() ? v.alloc : v.copyouts.get(0);
                reporter.error(where.pos(), "'" + v.array.name() + "' is declared inside the kernel, so it has no data in global memory to copy "
                        + (v.directive.hasCopyin() ? "in from" : "out to") + "; use 'shared alloc " + v.array.name() + "[...]' without copy clauses");
                continue;
            }
            List<ThreadLoop> loops = threadLoops(v.alloc, kbody, levels, threads);
            if (loops == null || !uniformContext(v.alloc, kbody, loops, levels)) {
                continue;
            }
            List<long[]> bounds = new ArrayList<>();
            List<Expr[]> boundExprs = new ArrayList<>();
            int dims = shape.rank();
            for (int d = 0; d < dims; d++) {
                if (global != null) {
                    Expr lo = global.lo.get(d);
                    Expr hi = ex.sub(ex.add(lo.copy(), global.extent.get(d).copy()), Exprs.num(1));
                    boundExprs.add(new Expr[] {lo, hi});
                    Long l = ex.value(lo);
                    Long h = ex.value(hi);
                    bounds.add(l == null || h == null ? null : new long[] {l, h});
                } else {
                    Long n = shape.dimValues.get(d);
                    boundExprs.add(n == null ? null : new Expr[] {Exprs.num(0), Exprs.num(n - 1)});
                    bounds.add(n == null ? null : new long[] {0, n - 1});
                }
            }
            SymbolicRanges ranges = SymbolicRanges.at(v.alloc, SymbolTable.of(ctx).constEval());
            v.box = box(v, v.directive.variable(), dims, boundExprs, bounds, loops, ranges, false);
            if (v.box == null) {
                continue;
            }
            if (v.directive.hasCopyin()) {
                Section cs = v.directive.copyinVariable() != null ? v.directive.copyinVariable() : v.directive.variable();
                if (!cs.name().equals(v.array.name())) {
                    reporter.error(cs.pos(), "'shared alloc " + v.array.name() + " copyin' must copy from '" + v.array.name()
                            + "', not '" + cs.name() + "'");
                    continue;
                }
                v.copyin = box(v, cs, dims, boundExprs, bounds, loops, ranges, v.directive.nobndcheck());
                if (v.copyin == null || !inside(v, v.copyin, cs)) {
                    continue;
                }
            }
            for (DirectiveStmt co : v.copyouts) {
                DataDirective cd = (DataDirective) co.directive();
                if (cd.to() != null) {
                    reporter.error(cd.to().pos(), "'shared copyout ... to' is not supported; copy out to the array itself");
                    continue;
                }
                List<ThreadLoop> coLoops = threadLoops(co, kbody, levels, threads);
                if (coLoops == null || !uniformContext(co, kbody, coLoops, levels)) {
                    continue;
                }
                Box b = box(v, cd.variable(), dims, boundExprs, bounds, coLoops, SymbolicRanges.at(co, SymbolTable.of(ctx).constEval()), cd.nobndcheck());
                if (b != null && inside(v, b, cd.variable())) {
                    v.copyoutBoxes.put(co, b);
                }
            }
            checkBoundVariablesUnchanged(v);
        }
    }

    /** The enclosing loops partitioned over threads, innermost last; null after an error. */
    private List<ThreadLoop> threadLoops(DirectiveStmt at, Compound kbody, PartitionLevels levels, GridMapping threads) {
        List<ThreadLoop> out = new ArrayList<>();
        for (Node p = at.parent(); p != null && p != kbody.parent(); p = p.parent()) {
            if (!(p instanceof For f) || levels.of(f) == null || !levels.of(f).directive().overThread()) {
                continue;
            }
            PartitionLevels.Level lvl = levels.of(f);
            if (lvl.lt() >= threads.dims()) {
                return null; // reported by the partitioning
            }
            LoopHeader h = LoopHeader.of(f, ex);
            Long n = ex.value(threads.size(lvl.lt()));
            if (h == null) {
                return null; // reported by the partitioning
            }
            if (n == null) {
                reporter.error(at.pos(), "shared memory needs the thread-space size along loop '" + h.var()
                        + "' to be known at compile time (it is " + printer.expr(threads.size(lvl.lt())) + ")");
                return null;
            }
            out.add(0, new ThreadLoop(h.var(), h.step(), threads.index(lvl.lt()), n));
        }
        return out;
    }

    /**
     * Every thread of a block must reach a shared directive together (it implies barriers):
     * only plain blocks and for loops may enclose it, and a loop that is not partitioned must
     * not have bounds that depend on a thread-partitioned loop variable.
     */
    private boolean uniformContext(DirectiveStmt at, Compound kbody, List<ThreadLoop> loops, PartitionLevels levels) {
        Set<String> perThread = new HashSet<>();
        for (ThreadLoop l : loops) {
            perThread.add(l.var);
        }
        for (Node p = at.parent(); p != null && p != kbody.parent(); p = p.parent()) {
            if (p instanceof Compound) {
                continue;
            }
            if (p instanceof For f) {
                if (levels.of(f) == null && (NodeWalker.any(f.cond() == null ? f : f.cond(),
                        n -> n instanceof Ident i && perThread.contains(i.name()))
                        || f.init() != null && NodeWalker.any(f.init(), n -> n instanceof Ident i && perThread.contains(i.name())))) {
                    reporter.error(at.pos(), "shared directive inside a loop whose bounds depend on a thread's loop variable: the threads of a"
                            + " block would reach it a different number of times, and it needs a block-wide barrier");
                    return false;
                }
                continue;
            }
            String what = p instanceof If ? "an 'if'" : p instanceof While w && w.isDoWhile() ? "a 'do' loop"
                    : p instanceof While ? "a 'while' loop" : p instanceof Switch ? "a 'switch'" : "a statement";
            reporter.error(at.pos(), "shared directive inside " + what + " (line " + p.pos().line() + "): every thread of the block must"
                    + " reach it, because its transfers are cooperative and need barriers; place it outside the conditional code");
            return false;
        }
        return true;
    }

    /** Merges one section over the concurrent iterations; null after an error. */
    private Box box(SharedVar v, Section sec, int dims, List<Expr[]> boundExprs, List<long[]> bounds,
                    List<ThreadLoop> loops, SymbolicRanges ranges, boolean nobndcheck) {
        if (sec.hasSection() && sec.dims().size() != dims) {
            reporter.error(sec.pos(), "section of '" + sec.name() + "' has " + sec.dims().size() + " dimension"
                    + (sec.dims().size() == 1 ? "" : "s") + " but " + (v.shape.isPointer() ? "its shape (" + v.shape.origin() + ")"
                    : "the array") + " has " + dims);
            return null;
        }
        Set<String> threadVars = new HashSet<>();
        for (ThreadLoop l : loops) {
            threadVars.add(l.var);
        }
        List<Affine> los = new ArrayList<>();
        List<Long> sizes = new ArrayList<>();
        boolean[] gLo = new boolean[dims];
        boolean[] gHi = new boolean[dims];
        for (int d = 0; d < dims; d++) {
            Section.Range r = sec.hasSection() ? sec.dims().get(d) : Section.Range.all();
            Expr start;
            Expr end;
            if (r.isAll()) {
                if (boundExprs.get(d) == null) {
                    reporter.error(sec.pos(), "dimension " + (d + 1) + " of '" + sec.name() + "' has no size known at compile time,"
                            + " so '[*]' cannot size its shared copy; give the section explicitly");
                    return null;
                }
                start = boundExprs.get(d)[0];
                end = boundExprs.get(d)[1];
            } else {
                start = r.start();
                end = r.end();
            }
            Affine lo = Affine.of(start, ex);
            Affine hi = Affine.of(end, ex);
            if (lo.mentionsInsideAtoms(threadVars) || hi.mentionsInsideAtoms(threadVars)) {
                reporter.error((r.isAll() ? sec : start).pos(), "cannot merge the section of '" + sec.name() + "' over the threads of a block: "
                        + "dimension " + (d + 1) + " is not a linear function of the thread-partitioned loop variables ("
                        + String.join(", ", threadVars) + ")");
                return null;
            }
            Affine mlo = lo;
            Affine mhi = hi;
            for (ThreadLoop l : loops) {
                Ident var = new Ident(l.var);
                long cl = lo.coefficientOf(var) * l.step;
                long ch = hi.coefficientOf(var) * l.step;
                Affine t = Affine.atom(l.threadIndex);
                mlo = mlo.minus(t.scale(cl)).plus(Math.min(0, cl * (l.threads - 1)));
                mhi = mhi.minus(t.scale(ch)).plus(Math.max(0, ch * (l.threads - 1)));
            }
            Long span = mhi.minus(mlo).value();
            if (span == null) {
                reporter.error((r.isAll() ? sec : start).pos(), "the extent of dimension " + (d + 1) + " of the shared copy of '" + sec.name()
                        + "' is not known at compile time: it spans " + mlo + " .. " + mhi
                        + "; shared memory is sized statically, so write the section as constant offsets from the loop variables (e.g. A[i][kk:kk+31])");
                return null;
            }
            if (span < 0) {
                reporter.error((r.isAll() ? sec : start).pos(), "dimension " + (d + 1) + " of the section of '" + sec.name() + "' is empty");
                return null;
            }
            if (span >= OPTIN_LIMIT) {
                reporter.error((r.isAll() ? sec : start).pos(), "dimension " + (d + 1) + " of the shared copy of '" + sec.name() + "' spans "
                        + (span == Long.MAX_VALUE ? "more than " + span : Long.toString(span + 1)) + " elements, more than fit in the "
                        + OPTIN_LIMIT + " bytes of shared memory of a block");
                return null;
            }
            los.add(mlo);
            sizes.add(span + 1);
            if (!nobndcheck) {
                Expr[] b = boundExprs.get(d);
                Poly first = ranges.read(start);
                Poly last = ranges.read(end);
                gLo[d] = b == null || ranges.compare(ranges.read(b[0]), first) != SymbolicRanges.Comparison.LE;
                gHi[d] = b == null || ranges.compare(last, ranges.read(b[1])) != SymbolicRanges.Comparison.LE;
                if (b != null && (ranges.compare(last, ranges.read(b[0])) == SymbolicRanges.Comparison.GT ? false
                        : ranges.compare(ranges.read(b[0]), last) == SymbolicRanges.Comparison.GT
                        || ranges.compare(first, ranges.read(b[1])) == SymbolicRanges.Comparison.GT)) {
                    reporter.warning(sec.pos(), "the section of '" + sec.name() + "' lies entirely outside the array's data in dimension " + (d + 1));
                }
            }
        }
        return new Box(los, sizes, gLo, gHi);
    }

    /** A copy box must lie inside the shared variable's box. */
    private boolean inside(SharedVar v, Box b, Section sec) {
        for (int d = 0; d < b.rank(); d++) {
            Long off = b.lo.get(d).minus(v.box.lo.get(d)).value();
            if (off == null || off < 0 || off + b.size.get(d) > v.box.size.get(d)) {
                reporter.error(sec.pos(), "the section to copy of '" + sec.name() + "' is not inside its shared allocation in dimension "
                        + (d + 1) + " (allocated " + v.box.lo.get(d) + " .. +" + (v.box.size.get(d) - 1) + ", copied "
                        + b.lo.get(d) + " .. +" + (b.size.get(d) - 1) + ")");
                return false;
            }
        }
        return true;
    }

    /** The variables in the section bounds must keep their values until the remove. */
    private void checkBoundVariablesUnchanged(SharedVar v) {
        Set<String> used = new HashSet<>();
        for (Affine a : v.box.lo) {
            NodeWalker.preOrder(a.toExpr(), n -> {
                if (n instanceof Ident i) {
                    used.add(i.name());
                }
            });
        }
        for (Stmt s : v.scope()) {
            NodeWalker.preOrder(s, n -> {
                Ident target = null;
                if (n instanceof Assign a && Paren.strip(a.target()) instanceof Ident i) {
                    target = i;
                } else if (n instanceof Unary u && u.isIncDec() && Paren.strip(u.operand()) instanceof Ident i) {
                    target = i;
                }
                if (target != null && used.contains(target.name())) {
                    reporter.error(target.pos(), "'" + target.name() + "' is changed inside the scope of 'shared alloc " + v.array.name()
                            + "' (line " + v.alloc.pos().line() + "), whose section depends on it; the shared copy would no longer"
                            + " match the accesses");
                }
            });
        }
    }

    // ------------------------------------------------------------------ 3. rewrite

    /**
     * Replaces the shared directives of the (partitioned) kernel body and returns the bytes of
     * dynamic shared memory each block needs (0 without shared variables).
     */
    public long rewrite(Compound kbody, GridMapping threads, String kernel, Node kernelDirective) {
        this.kernelBody = kbody;
        List<SharedVar> live = vars.stream().filter(v -> v.box != null).toList();
        if (live.isEmpty()) {
            return 0;
        }
        Long nthreads = 1L;
        for (String f : List.of("x", "y", "z")) {
            Long n = ex.value(threads.physical(f));
            nthreads = n == null || nthreads == null ? null : nthreads * n;
        }
        if (nthreads == null) {
            reporter.error(kernelDirective.pos(), "kernel '" + kernel + "' uses shared memory, so its thread space must have sizes known at"
                    + " compile time (the cooperative transfers are scheduled statically)");
            return 0;
        }
        for (SharedVar v : live) {
            List<Stmt> scope = v.scope();
            for (Stmt s : scope) {
                redirect(s, v);
            }
        }
        for (SharedVar v : live) {
            padAgainstBankConflicts(v);
        }
        // live ranges, in pre-order statement numbers of the kernel body
        Map<Node, Integer> number = new IdentityHashMap<>();
        int[] counter = {0};
        NodeWalker.preOrder(kbody, n -> {
            if (n instanceof Stmt) {
                number.put(n, counter[0]++);
            }
        });
        List<IntervalColouring.Item> items = new ArrayList<>();
        for (SharedVar v : live) {
            v.first = number.get(v.alloc);
            Node end = v.remove != null ? v.remove : v.block;
            // a scope that runs to the end of the kernel region ends with the kernel body
            v.last = Math.max(v.first, lastNumber(number.containsKey(end) ? end : kbody, number));
            items.add(new IntervalColouring.Item(v.name(), v.bytes(), Math.max(16, v.element.size()), v.first, v.last));
        }
        IntervalColouring.Placement placed = new IntervalColouring(items).place();
        for (int k = 0; k < live.size(); k++) {
            live.get(k).offset = placed.offset(k);
        }
        long total = placed.poolSize();

        for (SharedVar v : live) {
            transfers(v, nthreads);
        }
        removeDirectives(live);
        removeUnusedLocalDeclarations(kbody, live);

        // declarations at the top of the kernel
        List<String> lines = new ArrayList<>();
        if (live.stream().anyMatch(v -> v.copyin != null || !v.copyoutBoxes.isEmpty())) {
            lines.add("const int " + TID + " = " + printer.expr(tidExpr(threads)) + "; /* linear thread index, for the cooperative transfers */");
        }
        for (SharedVar v : live) {
            String spec = printer.specs(v.specs, 0);
            String dimsTail = dimsTail(v.physical());
            String type = spec + " (*)" + dimsTail;
            String decl = v.box.rank() == 1 ? spec + " *" + v.name() + " = (" + spec + " *)(" + BUFFER + " + " + v.offset + ");"
                    : spec + " (*" + v.name() + ")" + dimsTail + " = (" + type + ")(" + BUFFER + " + " + v.offset + ");";
            lines.add(decl + " /* shared " + v.array.name() + shape(v.box) + ": bytes " + v.offset + ".." + (v.offset + v.bytes() - 1) + " */");
        }
        kbody.insert(0, VerbatimStmt.of(lines.toArray(new String[0])));
        kbody.insert(0, new SharedBufferDecl(BUFFER));

        if (total > OPTIN_LIMIT) {
            reporter.error(kernelDirective.pos(), "kernel '" + kernel + "' needs " + total + " bytes of shared memory per thread block; "
                    + "the limit on sm_90 is " + OPTIN_LIMIT + " bytes (227 KB): make the shared sections smaller or remove them earlier");
        }
        report.add("  shared memory: " + total + " bytes per block (one dynamic buffer" + (total > DEFAULT_LIMIT ? ", opted in above 48 KB" : "") + ")");
        for (SharedVar v : live) {
            report.add("    " + v.name() + ": " + printer.specs(v.specs, 0) + shape(v.box)
                    + (v.padded != null ? " stored as " + shape(v.padded) + " (padded against bank conflicts)" : "")
                    + " at offset " + v.offset + " (" + v.bytes()
                    + " bytes), live lines " + v.alloc.pos().line() + "-" + (v.remove != null ? v.remove.pos().line() : v.block.pos().line())
                    + (v.copyin != null ? ", copyin " + v.copyin.elements() + " elements" : "")
                    + (v.copyoutBoxes.isEmpty() ? "" : ", copyout " + v.copyoutBoxes.values().iterator().next().elements() + " elements"));
        }
        return total;
    }

    private static String text(DirectiveStmt d) {
        return d.text().replaceAll("\\s*\\\\\\r?\\n\\s*", " ").replace("*/", "* /");
    }

    private static int lastNumber(Node n, Map<Node, Integer> number) {
        int[] max = {number.getOrDefault(n, 0)};
        NodeWalker.preOrder(n, x -> {
            Integer k = number.get(x);
            if (k != null) {
                max[0] = Math.max(max[0], k);
            }
        });
        return max[0];
    }

    private Expr tidExpr(GridMapping threads) {
        Expr x = castInt(Exprs.member("threadIdx", "x"));
        Expr y = castInt(Exprs.member("threadIdx", "y"));
        Expr z = castInt(Exprs.member("threadIdx", "z"));
        Long nx = ex.value(threads.physical("x"));
        Long ny = ex.value(threads.physical("y"));
        Long nz = ex.value(threads.physical("z"));
        Expr e = x;
        if (ny != null && ny > 1) {
            e = ex.add(ex.mul(y, Exprs.num(nx)), e);
        }
        if (nz != null && nz > 1) {
            e = ex.add(ex.mul(z, Exprs.num(nx * ny)), e);
        }
        return e;
    }

    private static Expr castInt(Expr e) {
        return new Cast(new dev.hicuda.ir.decl.TypeName(DeclSpecs.keywords("int"), new dev.hicuda.ir.decl.NameDeclarator(null)), e);
    }

    private static String dimsTail(List<Long> sizes) {
        StringBuilder sb = new StringBuilder();
        for (int d = 1; d < sizes.size(); d++) {
            sb.append('[').append(sizes.get(d)).append(']');
        }
        return sb.toString();
    }

    /**
     * When an access reads the shared copy with a subscript that differs across the lanes of a
     * warp ({@code threadIdx.x}) in dimension d and the same subscripts in the dimensions inside
     * it (as {@code s_y[(int)threadIdx.x][k]}), the lanes read addresses a stride(d) apart; with
     * 4-byte elements and an even stride they fall in a few of the 32 banks (16 floats: 16-way).
     * The dimensions inside d with an even size are then padded by one element, which makes the
     * stride odd and the 32 lanes hit 32 banks.  The transfers and accesses use the unpadded
     * extents, so the padding elements are never read or written.
     */
    private void padAgainstBankConflicts(SharedVar v) {
        if (v.laneDimension < 0 || v.element.size() == null || v.element.size() != 4) {
            return;
        }
        List<Long> p = new ArrayList<>(v.box.size);
        boolean changed = false;
        for (int d = v.laneDimension + 1; d < p.size(); d++) {
            if (p.get(d) % 2 == 0) {
                p.set(d, p.get(d) + 1);
                changed = true;
            }
        }
        if (changed) {
            v.padded = p;
        }
    }

    private static String shape(Box b) {
        return shape(b.size);
    }

    private static String shape(List<Long> sizes) {
        StringBuilder sb = new StringBuilder();
        for (long s : sizes) {
            sb.append('[').append(s).append(']');
        }
        return sb.toString();
    }

    private static boolean mentionsLane(Expr e) {
        return NodeWalker.any(e, n -> n instanceof Member m && !m.isArrow() && m.name().equals("x")
                && m.base() instanceof Ident b && b.name().equals("threadIdx"));
    }

    /** Accesses A[e0]..[en] in the scope become s_A[e0 - lo0]..[en - lon]. */
    private void redirect(Stmt s, SharedVar v) {
        for (Index top : NodeWalker.collect(s, Index.class)) {
            List<Index> chain = Subscripts.chain(top);
            if (chain == null) {
                continue; // not the outermost subscript
            }
            Expr e = chain.get(0).base();
            if (!(e instanceof Ident id) || id.symbol() != v.array) {
                continue;
            }
            if (chain.size() != v.box.rank()) {
                reporter.error(top.pos(), "access to '" + id.name() + "' in the scope of its 'shared alloc' must index all "
                        + v.box.rank() + " dimensions (it indexes " + chain.size() + ")");
                NodeWalker.replace(id, new Ident(v.name())); // reported once
                continue;
            }
            Expr r = new Ident(v.name());
            List<Expr> subs = new ArrayList<>();
            for (int d = 0; d < chain.size(); d++) {
                Affine local = Affine.of(chain.get(d).index(), ex).minus(v.box.lo.get(d));
                subs.add(local.toExpr());
                r = new Index(r, subs.get(d));
            }
            int lane = -1;
            for (int d = subs.size() - 1; d >= 0; d--) {
                if (mentionsLane(subs.get(d))) {
                    lane = d;
                    break;
                }
            }
            if (lane >= 0 && lane < subs.size() - 1 && (v.laneDimension < 0 || lane < v.laneDimension)) {
                v.laneDimension = lane;
            }
            NodeWalker.replace(top, r.at(top.pos()));
        }
        for (Ident i : NodeWalker.collect(s, Ident.class)) {
            if (i.symbol() == v.array) {
                reporter.error(i.pos(), "'" + i.name() + "' may only be used with all its subscripts in the scope of its 'shared alloc'");
            }
        }
    }

    /** Loads after the alloc, stores at each copyout, barriers where the transfers need them. */
    private void transfers(SharedVar v, long nthreads) {
        Compound block = v.block;
        int at = block.indexOf(v.alloc);
        String where = v.alloc.pos().file() + ":" + v.alloc.pos().line();
        List<Stmt> load = new ArrayList<>();
        if (v.copyin != null) {
            Stmt copy = cooperativeCopy(v, v.copyin, nthreads, true);
            copy.setLeadingTrivia(List.of(new dev.hicuda.ir.Trivia(dev.hicuda.ir.Trivia.Kind.COMMENT,
                    "/* " + text(v.alloc) + " (" + where + "): " + v.copyin.elements()
                            + " elements, loaded by all " + nthreads + " threads */")));
            load.add(copy);
            if (!followedByLoadOrBarrier(block, at)) {
                load.add(barrier("/* the shared copy is complete before it is read */"));
            }
        }
        for (int k = load.size() - 1; k >= 0; k--) {
            block.insert(at + 1, load.get(k));
        }
        for (DirectiveStmt co : v.copyouts) {
            Box b = v.copyoutBoxes.get(co);
            if (b == null || !(co.parent() instanceof Compound cb)) {
                continue;
            }
            int i = cb.indexOf(co);
            Stmt store = cooperativeCopy(v, b, nthreads, false);
            store.setLeadingTrivia(List.of(new dev.hicuda.ir.Trivia(dev.hicuda.ir.Trivia.Kind.COMMENT,
                    "/* " + text(co) + " (" + co.pos().file() + ":" + co.pos().line() + "): "
                            + b.elements() + " elements, written back by all " + nthreads + " threads */")));
            cb.insert(i + 1, store);
            if (!(i > 0 && isBarrier(cb.items().get(i - 1)))) {
                cb.insert(i + 1, barrier("/* every thread's writes to " + v.name() + " are done before the write-back */"));
            }
        }
        // the end of the scope: no thread may still read the variable when its bytes are reused
        Compound eb = v.remove != null && v.remove.parent() instanceof Compound c ? c : v.block;
        int end = v.remove != null ? eb.indexOf(v.remove) : eb.items().size();
        if (reusedLater(v) && !(end > 0 && isBarrier(eb.items().get(end - 1)))) {
            eb.insert(end, barrier("/* " + v.name() + " is no longer read before its space is reused */"));
        }
    }

    /**
     * Whether the variable's bytes can be written again after its scope ends: the scope is in a
     * loop (the next iteration loads again) or another shared variable is allocated later.
     */
    private boolean reusedLater(SharedVar v) {
        for (Node p = v.block; p != null && p != kernelBody; p = p.parent()) {
            if (p instanceof For || p instanceof While) {
                return true;
            }
        }
        return vars.stream().anyMatch(o -> o != v && o.box != null && o.first > v.first);
    }

    private boolean followedByLoadOrBarrier(Compound block, int at) {
        for (int i = at + 1; i < block.items().size(); i++) {
            Stmt s = block.items().get(i);
            if (isBarrier(s)) {
                return true;
            }
            if (s instanceof DirectiveStmt d && d.directive() instanceof DataDirective dd && dd.memory() == DataDirective.Memory.SHARED
                    && dd.action() == DataDirective.Action.ALLOC) {
                if (dd.hasCopyin()) {
                    return true; // the last load of the group gets the barrier
                }
                continue;
            }
            return false;
        }
        return false;
    }

    static boolean isBarrier(Stmt s) {
        return s instanceof ExprStmt es && es.expr() instanceof Call c && "__syncthreads".equals(c.calleeName());
    }

    private static Stmt barrier(String why) {
        Stmt s = new ExprStmt(new Call(Exprs.id("__syncthreads"), List.of()));
        s.setTrailingComment(why);
        return s;
    }

    /**
     * for (k = 0; k < ceil(n / T); k++) { e = tid + k*T; [if (e < n)] { r_d = ...; [if (in bounds)] s[r] = A[lo + r]; } }
     * — thread t moves elements t, t+T, ... of the box linearized in row-major order, so a warp
     * moves 32 consecutive elements: contiguous in shared memory (no bank conflicts) and, row by
     * row, contiguous in global memory (coalesced).
     */
    private Stmt cooperativeCopy(SharedVar v, Box b, long nthreads, boolean in) {
        TransferSchedule plan = new TransferSchedule(b.size, nthreads);
        long n = plan.elements();
        long rounds = plan.rounds();
        String e = "hicuda_e";
        Expr eIdx = rounds == 1 ? Exprs.id(TID) : ex.add(Exprs.id(TID), ex.mul(Exprs.id("hicuda_k"), Exprs.num(nthreads)));
        List<Stmt> rest = new ArrayList<>();
        List<Expr> local = new ArrayList<>();
        for (int d = 0; d < b.rank(); d++) {
            long stride = plan.stride(d);
            Expr q = stride == 1 ? Exprs.id(e) : new Binary("/", Exprs.id(e), Exprs.num(stride));
            Expr r = d == 0 ? q : new Binary("%", Exprs.paren(q, 13), Exprs.num(b.size.get(d)));
            if (b.rank() == 1) {
                local.add(Exprs.id(e));
            } else {
                String name = "hicuda_r" + d;
                rest.add(intDecl(name, r));
                local.add(Exprs.id(name));
            }
        }
        Expr shared = new Ident(v.name());
        Ident array = new Ident(v.array.name());
        array.setSymbol(v.array);
        Expr global = array;
        Expr guard = null;
        for (int d = 0; d < b.rank(); d++) {
            Long off = b.lo.get(d).minus(v.box.lo.get(d)).value();
            shared = new Index(shared, off == 0 ? local.get(d).copy() : ex.add(local.get(d).copy(), Exprs.num(off)));
            Affine g = b.lo.get(d).plus(Affine.atom(local.get(d)));
            if (b.guardLo[d] || b.guardHi[d]) {
                String gname = "hicuda_g" + d;
                rest.add(intDecl(gname, g.toExpr()));
                global = new Index(global, Exprs.id(gname));
                Expr[] bounds = boundsOf(v, d);
                if (b.guardLo[d]) {
                    guard = and(guard, new Binary(">=", Exprs.id(gname), bounds[0].copy()));
                }
                if (b.guardHi[d]) {
                    guard = and(guard, new Binary("<=", Exprs.id(gname), bounds[1].copy()));
                }
            } else {
                global = new Index(global, g.toExpr());
            }
        }
        Stmt move = in ? new ExprStmt(new Assign("=", shared, global)) : new ExprStmt(new Assign("=", global, shared));
        rest.add(guard == null ? move : new If(guard, new Compound(List.of(move)), null));
        List<Stmt> body = new ArrayList<>();
        body.add(intDecl(e, eIdx));
        if (plan.needsTailGuard()) {
            body.add(new If(new Binary("<", Exprs.id(e), Exprs.num(n)), new Compound(rest), null));
        } else {
            body.addAll(rest);
        }
        if (rounds == 1) {
            return new Compound(body);
        }
        return new For(intDecl("hicuda_k", Exprs.num(0)), new Binary("<", Exprs.id("hicuda_k"), Exprs.num(rounds)),
                new Unary("++", Exprs.id("hicuda_k"), true), new Compound(body));
    }

    /** The bounds of the data in global memory along dimension d (inclusive). */
    private Expr[] boundsOf(SharedVar v, int d) {
        Long n = v.shape.dimValues.get(d);
        DeviceArray g = globalOf.get(v.array);
        if (g != null) {
            return new Expr[] {g.lo.get(d).copy(), ex.sub(ex.add(g.lo.get(d).copy(), g.extent.get(d).copy()), Exprs.num(1))};
        }
        return new Expr[] {Exprs.num(0), Exprs.num(n == null ? 0 : n - 1)};
    }

    private final Map<Symbol, DeviceArray> globalOf = new HashMap<>();

    /** The global copies the transfers read and write (set before rewrite). */
    public void useGlobalArrays(Map<Symbol, DeviceArray> arrays) {
        globalOf.putAll(arrays);
    }

    private static Expr and(Expr a, Expr b) {
        return a == null ? b : new Binary("&&", a, b);
    }

    private static Stmt intDecl(String name, Expr init) {
        return new DeclStmt(new dev.hicuda.ir.decl.Declaration(DeclSpecs.keywords("int"),
                List.of(new dev.hicuda.ir.decl.InitDeclarator(new dev.hicuda.ir.decl.NameDeclarator(name), init, null))));
    }

    private void removeDirectives(List<SharedVar> live) {
        Set<DirectiveStmt> gone = Collections.newSetFromMap(new IdentityHashMap<>());
        for (SharedVar v : vars) {
            gone.add(v.alloc);
            gone.addAll(v.copyouts);
            if (v.remove != null) {
                gone.add(v.remove);
            }
        }
        for (DirectiveStmt d : gone) {
            if (d.parent() instanceof Compound c) {
                int i = c.indexOf(d);
                if (!d.leadingTrivia().isEmpty() && i + 1 < c.items().size()) {
                    Stmt next = c.items().get(i + 1);
                    List<dev.hicuda.ir.Trivia> t = new ArrayList<>(d.leadingTrivia());
                    t.addAll(next.leadingTrivia());
                    next.setLeadingTrivia(t);
                }
                c.remove(d);
            }
        }
    }

    private void removeUnusedLocalDeclarations(Compound kbody, List<SharedVar> live) {
        for (SharedVar v : live) {
            if (!v.local || !(v.array.declaration() instanceof dev.hicuda.ir.decl.InitDeclarator id)
                    || !(id.parent() instanceof dev.hicuda.ir.decl.Declaration d) || !(d.parent() instanceof DeclStmt ds)
                    || !(ds.parent() instanceof Compound c)) {
                continue;
            }
            if (NodeWalker.any(kbody, n -> n instanceof Ident i && i.symbol() == v.array)) {
                continue;
            }
            d.declarators().remove(id);
            if (d.declarators().isEmpty()) {
                c.remove(ds);
            }
        }
    }
}
