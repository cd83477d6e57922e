package dev.hicuda.analysis.loops;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.directive.LoopPartitionDirective;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.For;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The partitioned loops of a kernel body and their nesting levels (paper §4.1): a loop's LB
 * (LT) level is the number of enclosing loops partitioned over thread blocks (threads); an
 * over_tblock (over_thread) clause at level k distributes the loop over virtual thread-block
 * (thread) dimension k.
 */
public final class PartitionLevels {
    /** One partitioned loop: its directive, the directive statement and its LB and LT levels. */
    public record Level(DirectiveStmt stmt, LoopPartitionDirective directive, int lb, int lt) {
    }

    private final Map<For, Level> levels = new IdentityHashMap<>();
    private final List<For> order = new ArrayList<>();

    /** Computes the levels of the partitioned loops inside {@code body}, outermost first. */
    public static PartitionLevels of(Node body) {
        PartitionLevels p = new PartitionLevels();
        Map<For, LoopPartitionDirective> partitioned = new IdentityHashMap<>();
        List<DirectiveStmt> stmts = new ArrayList<>();
        for (DirectiveStmt ds : NodeWalker.collect(body, DirectiveStmt.class)) {
            if (ds.directive() instanceof LoopPartitionDirective lp && ds.attachedStatement() instanceof For f) {
                partitioned.put(f, lp);
                stmts.add(ds);
            }
        }
        for (DirectiveStmt ds : stmts) {
            For loop = (For) ds.attachedStatement();
            int lb = 0;
            int lt = 0;
            for (Node a = loop.parent(); a != null && a != body.parent(); a = a.parent()) {
                if (a instanceof For f && partitioned.containsKey(f)) {
                    lb += partitioned.get(f).overTblock() ? 1 : 0;
                    lt += partitioned.get(f).overThread() ? 1 : 0;
                }
            }
            p.levels.put(loop, new Level(ds, partitioned.get(loop), lb, lt));
            p.order.add(loop);
        }
        return p;
    }

    /** The partitioned loops, outermost first (pre-order). */
    public List<For> loops() {
        return order;
    }

    /** The level of a partitioned loop, or null for a loop that is not partitioned. */
    public Level of(For f) {
        return levels.get(f);
    }
}
