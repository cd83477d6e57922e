package dev.hicuda.lowering.kernel;

import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.loops.PartitionLevels;
import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.directive.KernelDirective;
import dev.hicuda.ir.directive.LoopPartitionDirective;
import dev.hicuda.ir.directive.SimpleDirective;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.If;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.lowering.grid.GridMapping;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Translates the directives inside a kernel body (paper §5.3): each {@code loop_partition} loop
 * becomes the iterations of one thread block or thread ({@link LoopPartitioner}), a
 * {@code singular} region runs in one thread per block, a {@code barrier} is a
 * {@code __syncthreads()}.
 */
final class KernelDirectiveTranslation {
    private final Exprs ex;
    private final Reporter reporter;
    private final KernelDirective kd;
    private final GridMapping blocks;
    private final GridMapping threads;
    private int lb0;
    private int lt0;
    private java.util.function.Function<dev.hicuda.ir.Node, String> barrierCall = n -> null;

    KernelDirectiveTranslation(Exprs ex, Reporter reporter, KernelDirective kd, GridMapping blocks, GridMapping threads) {
        this.ex = ex;
        this.reporter = reporter;
        this.kd = kd;
        this.blocks = blocks;
        this.threads = threads;
    }

    /**
     * Translates loop_partition, singular and barrier; returns whether the kernel has barriers.
     * The partitioning adds to {@code evenSplitChecks} the conditions the host checks before the
     * launch, and to {@code hostValues} the values it computes for the kernel, written with what
     * {@code hostEvaluable} accepts.
     */
    /** The variables of the loops whose work was predicated around shared directives (see {@link LoopPartitioner}). */
    java.util.Set<String> predicatedShared() {
        return predicatedShared;
    }

    private final java.util.Set<String> predicatedShared = new java.util.HashSet<>();

    boolean translate(Compound kbody, Predicate<Expr> hostEvaluable, List<LoopPartitioner.EvenSplitCheck> evenSplitChecks,
                      List<LoopPartitioner.HostValue> hostValues) {
        return translate(kbody, hostEvaluable, evenSplitChecks, hostValues, 0, 0, n -> null);
    }

    /**
     * As above, for a body that stands inside {@code lb0} loops partitioned over thread blocks and
     * {@code lt0} over threads (a function called from inside them); {@code barrierCall} names the
     * function a call calls when it makes the threads of a block wait for each other (null for other
     * nodes): such calls count as barriers where barriers must be reached evenly.
     */
    boolean translate(Compound kbody, Predicate<Expr> hostEvaluable, List<LoopPartitioner.EvenSplitCheck> evenSplitChecks,
                      List<LoopPartitioner.HostValue> hostValues, int lb0, int lt0,
                      java.util.function.Function<dev.hicuda.ir.Node, String> barrierCall) {
        this.lb0 = lb0;
        this.lt0 = lt0;
        this.barrierCall = barrierCall;
        boolean barriers = false;
        for (DirectiveStmt ds : NodeWalker.collect(kbody, DirectiveStmt.class)) {
            if (ds.directive() instanceof SimpleDirective s && s.kind() == SimpleDirective.Kind.BARRIER) {
                barriers = true;
            }
        }
        partitionLoops(kbody, hostEvaluable, evenSplitChecks, hostValues);
        // singular ... singular_end  and  barrier
        for (Compound c : NodeWalker.collect(kbody, Compound.class)) {
            for (int i = 0; i < c.items().size(); i++) {
                Stmt s = c.items().get(i);
                if (!(s instanceof DirectiveStmt ds) || !(ds.directive() instanceof SimpleDirective sd)) {
                    continue;
                }
                if (sd.kind() == SimpleDirective.Kind.BARRIER) {
                    Stmt sync = new ExprStmt(new Call(Exprs.id("__syncthreads"), List.of())).at(ds.pos());
                    sync.setLeadingTrivia(ds.leadingTrivia());
                    c.set(i, sync);
                } else if (sd.kind() == SimpleDirective.Kind.SINGULAR) {
                    c.set(i, singular(c, i, ds));
                }
            }
        }
        return barriers;
    }

    /** Loops first, outermost first (pre-order), so nesting levels are counted on the original tree. */
    private void partitionLoops(Compound kbody, Predicate<Expr> hostEvaluable, List<LoopPartitioner.EvenSplitCheck> evenSplitChecks,
                                List<LoopPartitioner.HostValue> hostValues) {
        PartitionLevels levels = PartitionLevels.of(kbody);
        List<DirectiveStmt> parts = new ArrayList<>();
        for (For f : levels.loops()) {
            parts.add(levels.of(f).stmt());
        }
        for (DirectiveStmt ds : parts) {
            For loop = (For) ds.attachedStatement();
            LoopPartitionDirective lp = (LoopPartitionDirective) ds.directive();
            int lb = lb0 + levels.of(loop).lb();
            int lt = lt0 + levels.of(loop).lt();
            if (lp.overTblock() && lb >= blocks.dims()) {
                reporter.error(ds.pos(), "'over_tblock' at nesting level " + (lb + 1) + " but kernel '" + kd.name()
                        + "' has a " + blocks.dims() + "-dimensional thread-block space");
                continue;
            }
            if (lp.overThread() && lt >= threads.dims()) {
                reporter.error(ds.pos(), "'over_thread' at nesting level " + (lt + 1) + " but kernel '" + kd.name()
                        + "' has a " + threads.dims() + "-dimensional thread space");
                continue;
            }
            Stmt lowered = new LoopPartitioner(ex, reporter, hostEvaluable, evenSplitChecks, hostValues, predicatedShared, barrierCall)
                    .partition(loop, lp,
                    lp.overTblock() ? blocks.size(lb) : null, lp.overTblock() ? blocks.index(lb) : null,
                    lp.overThread() ? threads.size(lt) : null, lp.overThread() ? threads.index(lt) : null);
            if (lowered != null) {
                NodeWalker.replace(loop, lowered);
            }
            ((Compound) ds.parent()).remove(ds);
        }
    }

    /**
     * The statements between the {@code singular} at index i of c and its {@code singular_end}
     * (taken out of c, with the {@code singular_end}) in an {@code if} that one thread per block
     * enters; it takes the place of the {@code singular}. A region that is a single block is the
     * {@code if}'s body as it is, not a block in a block.
     */
    private static If singular(Compound c, int i, DirectiveStmt ds) {
        int j = i + 1;
        while (j < c.items().size() && !(c.items().get(j) instanceof DirectiveStmt e
                && e.directive() instanceof SimpleDirective se && se.kind() == SimpleDirective.Kind.SINGULAR_END)) {
            j++;
        }
        List<Stmt> inner = c.removeRange(i + 1, j - 1);
        c.removeRange(i + 1, i + 1); // singular_end
        Expr first = new Binary("&&", new Binary("&&",
                new Binary("==", Exprs.member("threadIdx", "x"), Exprs.num(0)),
                new Binary("==", Exprs.member("threadIdx", "y"), Exprs.num(0))),
                new Binary("==", Exprs.member("threadIdx", "z"), Exprs.num(0)));
        // a region that is one block (the usual way to scope its declarations) is the if's body itself
        Stmt body = inner.size() == 1 && inner.get(0) instanceof Compound only && only.leadingTrivia().isEmpty()
                ? only : new Compound(inner);
        if (body instanceof Compound c1) {
            c1.setBraceOnOwnLine(false); // if (...) { /* singular: ... */
        }
        If once = new If(first, body, null);
        once.setLeadingTrivia(ds.leadingTrivia());
        once.setTrailingComment("/* singular: one thread per block */");
        return once;
    }
}
