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
    /** One enclosing loop partitioned over threads: v = base + t*step, t in [0, threads); {@code lb} its first value. */
    record ThreadLoop(String var, long step, Expr threadIndex, long threads, Expr lb) {
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
            out.add(0, new ThreadLoop(h.var(), h.step(), threads.index(lvl.lt()), n, h.init()));
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
     * Whether {@code e} has the same value for all the threads of a block: each variable of a loop
     * partitioned over threads appears only as {@code v / K} (a constant K, a multiple of the span
     * T·s of the block's concurrent iterations), and that loop starts at a constant multiple of T·s
     * and counts up. Then the T values the threads hold at once, v0 + k·s for k in [0, T), lie in one
     * run of K values: v0 is a multiple of T·s, since the iterations are dealt to the threads of a block
     * in runs of T (CYCLIC, over_thread alone) or in chunks that are multiples of T (BLOCK: the
     * partitioning requires it of a loop with a shared directive inside, at compile time or by the
     * host's check before the launch). tpacf's {@code (i / 256) * 256} under 256 threads.
     */
    boolean blockUniform(Node e, List<ThreadLoop> loops) {
        for (ThreadLoop l : loops) {
            for (Ident i : NodeWalker.collect(e, Ident.class)) {
                if (!i.name().equals(l.var())) {
                    continue;
                }
                Node up = i.parent();
                while (up instanceof dev.hicuda.ir.expr.Paren) {
                    up = up.parent();
                }
                Long lb = ex.value(l.lb());
                long span = l.threads() * l.step();
                Long k = up instanceof dev.hicuda.ir.expr.Binary b && b.op().equals("/") && dev.hicuda.ir.expr.Paren.strip(b.left()) == i
                        ? ex.value(b.right()) : null;
                if (k == null || k <= 0 || l.step() <= 0 || k % span != 0 || lb == null || lb < 0 || lb % span != 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /** "64 for i", "64 for i and 8 for j": the spans T·s of the loops' values that a block's threads hold at once. */
    private static String spans(List<ThreadLoop> loops) {
        List<String> parts = new ArrayList<>();
        for (ThreadLoop l : loops) {
            parts.add(Math.abs(l.threads() * l.step()) + " for " + l.var());
        }
        return String.join(" and ", parts);
    }

    /**
     * Every thread of a block must reach a shared directive together (it implies barriers):
     * only plain blocks and for loops may enclose it, and a loop that is not partitioned must
     * have bounds that are the same for all the threads of a block ({@link #blockUniform}).
     */
    private boolean uniformContext(DirectiveStmt at, List<ThreadLoop> loops) {
        Set<String> perThread = variables(loops);
        for (Node p = at.parent(); p != null && p != kbody.parent(); p = p.parent()) {
            if (p instanceof Compound) {
                continue;
            }
            if (p instanceof For f) {
                if (levels.of(f) == null && (!blockUniform(f.cond() == null ? f : f.cond(), loops)
                        || f.init() != null && !blockUniform(f.init(), loops))) {
                    reporter.error(at.pos(), "shared directive inside a loop whose bounds depend on a thread's loop variable: the threads of a"
                            + " block would reach it a different number of times, and it needs a block-wide barrier (a bound may use such a"
                            + " variable v only as v / K, K a multiple of " + spans(loops) + ")");
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
