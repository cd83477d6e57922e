package dev.hicuda.lowering.shared;

import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.loops.PartitionLevels;
import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.directive.Section;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.SharedBufferDecl;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.stmt.VerbatimStmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.lowering.data.DeviceArray;
import dev.hicuda.lowering.grid.GridMapping;
import dev.hicuda.pass.PassContext;
import dev.hicuda.pass.Target;
import dev.hicuda.ir.directive.DataDirective;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Lowers the {@code shared} directives of one kernel (paper §4.2, §5.4, §5.6); the rules are in
 * docs/translation.md, "Shared memory".  The kernel lowering calls its three phases in turn:
 * <ol>
 * <li>{@link #plan}: before the kernel is outlined, finds each {@code shared alloc}, the
 *     statements it covers (up to its {@code remove}) and its {@code copyout}s
 *     ({@link SharedScopeFinder}), so that the data-access analysis knows which arrays live only
 *     in shared memory.</li>
 * <li>{@link #merge}: before the loops are partitioned, merges each section over the iterations
 *     that the threads of a block execute concurrently ({@link SectionMerging}), giving a box of
 *     compile-time size, and decides which transfers need bounds guards
 *     ({@link TransferGuards}).</li>
 * <li>{@link #rewrite}: after partitioning, redirects the accesses in each scope to the shared
 *     copy ({@link SharedAccessRedirection}), places all shared variables of the kernel in one
 *     dynamic buffer ({@link SharedBufferLayout}), replaces the directives by cooperative
 *     transfers and barriers ({@link CooperativeTransfers}, {@link SharedDirectiveRemoval}).</li>
 * </ol>
 */
public final class SharedMemoryLowering {
    /** Dynamic shared memory a block may use without opting in. */
    public static final long DEFAULT_LIMIT = SharedBufferLayout.DEFAULT_LIMIT;

    private final PassContext ctx;
    private final Reporter reporter;
    private final Exprs ex;
    private final List<SharedVar> vars;
    private final List<String> report = new ArrayList<>();
    /** The device copies the transfers read and write ({@link #useGlobalArrays}). */
    private final Map<Symbol, DeviceArray> globalOf = new HashMap<>();
    private final TransferGuards guards;

    private SharedMemoryLowering(PassContext ctx, Exprs ex, List<SharedVar> vars) {
        this.ctx = ctx;
        this.reporter = ctx.reporter();
        this.ex = ex;
        this.vars = vars;
        this.guards = new TransferGuards(ex, reporter, globalOf);
    }

    // ------------------------------------------------------------------ 1. plan

    /** Finds the shared directives of a kernel region and their scopes. */
    public static SharedMemoryLowering plan(List<Stmt> body, PassContext ctx, Exprs ex) {
        return new SharedMemoryLowering(ctx, ex, SharedScopeFinder.find(body, ctx.reporter(), SymbolTable.of(ctx)));
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
                    && (inner == null || v.alloc.isInside(inner.block()))) {
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

    /**
     * Merges every shared section over the concurrent iterations.  Runs on the kernel body
     * before its loops are partitioned.
     */
    public void merge(Compound kbody, PartitionLevels levels, GridMapping threads, Map<Symbol, DeviceArray> arrays,
               Set<Symbol> regionLocals) {
        ThreadPartitionedLoops loops = new ThreadPartitionedLoops(kbody, levels, threads, ex, reporter);
        new SectionMerging(SymbolTable.of(ctx), ex, reporter, guards).merge(vars, loops, arrays, regionLocals);
    }

    /** The global copies the transfers read and write (set before rewrite). */
    public void useGlobalArrays(Map<Symbol, DeviceArray> arrays) {
        globalOf.putAll(arrays);
    }

    // ------------------------------------------------------------------ 3. rewrite

    /**
     * The loops with these variables were partitioned unevenly around shared directives, their work
     * predicated: a trip of a block holds iterations past the loop's end, so every dimension of a
     * transfer that moves with such a variable tests the data's bounds (the guards decided while
     * merging assumed that all the block's iterations are the loop's).
     */
    public void guardIterationsPast(java.util.Set<String> vars) {
        for (SharedVar v : this.vars) {
            List<MergedSection> boxes = new ArrayList<>();
            if (v.copyin != null) {
                boxes.add(v.copyin);
            }
            boxes.addAll(v.copyoutBoxes.values());
            for (MergedSection b : boxes) {
                for (int d = 0; d < b.rank(); d++) {
                    for (String var : vars) {
                        if (b.lo().get(d).coefficientOf(new dev.hicuda.ir.expr.Ident(var)) != 0) {
                            b.guardLo()[d] = true;
                            b.guardHi()[d] = true;
                        }
                    }
                }
            }
        }
    }

    /**
     * Replaces the shared directives of the (partitioned) kernel body and returns the bytes of
     * dynamic shared memory each block needs (0 without shared variables).
     */
    public long rewrite(Compound kbody, GridMapping threads, String kernel, Node kernelDirective) {
        return rewrite(kbody, threads, kernel, kernelDirective, 0);
    }

    /**
     * As above, the variables placed from byte {@code base} of the buffer on (below it are those of
     * the functions the code calls, journal §5.7.2); returns the bytes the buffer needs (at least
     * {@code base}).
     */
    public long rewrite(Compound kbody, GridMapping threads, String kernel, Node kernelDirective, long base) {
        List<SharedVar> live = new ArrayList<>();
        for (SharedVar v : vars) {
            if (v.box == null) {
                continue;
            }
            if (!v.directive.hasCopyin() && v.copyouts.isEmpty() && v.scope().stream()
                    .noneMatch(st -> NodeWalker.any(st, n -> n instanceof Ident i && i.symbol() == v.array))) {
                reporter.warning(v.alloc.pos(), "nothing in the scope of this 'shared alloc' uses '" + v.array.name()
                        + "': no shared memory is allocated for it");
                continue;
            }
            live.add(v);
        }
        if (live.isEmpty()) {
            SharedDirectiveRemoval.removeDirectives(vars);
            return base;
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
        SharedVar.numberApart(live);
        SharedAccessRedirection redirection = new SharedAccessRedirection(ex, reporter);
        for (SharedVar v : live) {
            redirection.redirect(v);
        }
        SharedBufferLayout layout = new SharedBufferLayout();
        for (SharedVar v : live) {
            layout.padAgainstBankConflicts(v);
        }
        CopyCode code = new CopyCode(ex, guards, nthreads, ctx.target() == Target.cuda || ctx.target() == Target.opencl);
        java.util.function.Predicate<SharedVar> plainGlobal = v -> !v.local && globalOf.get(v.array) != null
                && globalOf.get(v.array).alloc != null && globalOf.get(v.array).alloc.memory() == DataDirective.Memory.GLOBAL;
        PipelinedTransfers pipes = new PipelinedTransfers(ex, kbody, code);
        for (SharedVar v : live) {
            pipes.decide(v, plainGlobal.test(v));
        }
        for (SharedVar v : live) {
            pipes.dropTrailingBarrier(v, live);
        }
        long total = layout.place(kbody, live, base);

        CooperativeTransfers transfers = new CooperativeTransfers(ex, kbody, vars, nthreads, code, plainGlobal, pipes);
        for (SharedVar v : live) {
            transfers.insert(v);
        }
        transfers.placePrefetches();
        if (ctx.get(dev.hicuda.pass.KernelChoices.KEY).versioned(kernel)) {
            pipes.versionLoops();
        }
        SharedDirectiveRemoval.removeDirectives(vars);
        SharedDirectiveRemoval.removeUnusedLocalDeclarations(kbody, live);

        // declarations at the top of the kernel
        List<Stmt> decls = new ArrayList<>();
        decls.add(new SharedBufferDecl(SharedBufferLayout.BUFFER));
        if (CooperativeTransfers.anyTransfers(live)) {
            decls.add(transfers.threadIndexDeclaration(threads));
        }
        decls.addAll(layout.declarations(live));
        for (int i = 0; i < decls.size(); i++) {
            kbody.insert(i, decls.get(i));
        }

        if (total > SharedBufferLayout.OPTIN_LIMIT) {
            reporter.error(kernelDirective.pos(), "kernel '" + kernel + "' needs " + total + " bytes of shared memory per thread block; "
                    + "the limit on sm_90 is " + SharedBufferLayout.OPTIN_LIMIT + " bytes (227 KB): make the shared sections smaller or remove them earlier");
        }
        report.addAll(layout.describe(total, live));
        return total;
    }
}
