package dev.hicuda.lowering.shared;

import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.loops.LoopHeader;
import dev.hicuda.analysis.loops.PartitionLevels;
import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.If;
import dev.hicuda.ir.stmt.Switch;
import dev.hicuda.ir.stmt.While;
import dev.hicuda.lowering.grid.GridMapping;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The loops around a shared directive that are partitioned over threads: their iterations are
 * the ones the threads of a block execute concurrently, over which {@link SectionMerging} merges
 * a section.  Also checks that every thread of the block reaches the directive together, as its
 * cooperative transfers and barriers need.
 */
final class ThreadPartitionedLoops {
    /** One enclosing loop partitioned over threads: v = base + t*step, t in [0, threads). */
    record ThreadLoop(String var, long step, Expr threadIndex, long threads) {
    }

    private final Compound kbody;
    private final PartitionLevels levels;
    private final GridMapping threads;
    private final Exprs ex;
    private final Reporter reporter;
    private final CPrinter printer = CPrinter.readable();

    ThreadPartitionedLoops(Compound kbody, PartitionLevels levels, GridMapping threads, Exprs ex, Reporter reporter) {
        this.kbody = kbody;
        this.levels = levels;
        this.threads = threads;
        this.ex = ex;
        this.reporter = reporter;
    }

    /**
     * The loops partitioned over threads around {@code at}, innermost last; null after an error
     * (reported here or by the partitioning), including when not every thread reaches it.
     */
    List<ThreadLoop> around(DirectiveStmt at) {
        List<ThreadLoop> loops = enclosing(at);
        return loops == null || !uniformContext(at, loops) ? null : loops;
    }

    private List<ThreadLoop> enclosing(DirectiveStmt at) {
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

    /** The names of the loops' variables. */
    static Set<String> variables(List<ThreadLoop> loops) {
        Set<String> vars = new HashSet<>();
        for (ThreadLoop l : loops) {
            vars.add(l.var());
        }
        return vars;
    }

    /**
     * Every thread of a block must reach a shared directive together (it implies barriers):
     * only plain blocks and for loops may enclose it, and a loop that is not partitioned must
     * not have bounds that depend on a thread-partitioned loop variable.
     */
    private boolean uniformContext(DirectiveStmt at, List<ThreadLoop> loops) {
        Set<String> perThread = variables(loops);
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
}
