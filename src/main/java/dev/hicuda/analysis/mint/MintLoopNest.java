package dev.hicuda.analysis.mint;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.loops.CountedLoop;
import dev.hicuda.ir.directive.LoopNestDirective;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.Stmt;

import java.util.ArrayList;
import java.util.List;

/**
 * The loop nest of a {@code mint for} and its thread geometry: the perfectly nested loops that
 * follow the directive, the ones it partitions ({@link #loops()}, outermost first; the innermost
 * of them is x), and per partitioned loop the points a thread block computes ({@link #tile}) and
 * a thread computes ({@link #chunk}), defaults applied.
 *
 * <p>Defaults (docs/mint.md): {@code nest(all)}, up to three loops; 256 threads a block, as
 * 32 × 8 (x × y) for two and three loops (one warp along the contiguous dimension x, so that a
 * warp reads whole 128-byte lines; one plane in z) and 256 for one loop; a chunk of one point;
 * a tile size not written is the default thread count of its dimension times its chunk size.
 */
public final class MintLoopNest {
    /** Default threads a block along x, y, z for a nest of one, two and three partitioned loops. */
    private static final long[][] DEFAULT_THREADS = {{256}, {32, 8}, {32, 8, 1}};

    private final DirectiveStmt directive;
    private final LoopNestDirective clause;
    private final int perfectDepth;
    private final List<For> loops = new ArrayList<>();
    private final List<CountedLoop> counted = new ArrayList<>();
    private final Long[] tile;
    private final Long[] chunk;

    private MintLoopNest(DirectiveStmt directive, ConstEval constants) {
        this.directive = directive;
        this.clause = (LoopNestDirective) directive.directive();
        List<For> nest = perfectNest(directive.attachedStatement());
        this.perfectDepth = nest.size();
        int n = clause.nest() > 0 ? clause.nest() : Math.min(3, perfectDepth);
        for (int d = 0; d < Math.min(n, perfectDepth); d++) {
            loops.add(nest.get(d));
            counted.add(CountedLoop.of(nest.get(d), constants));
        }
        int dims = Math.max(1, Math.min(n, 3));
        chunk = sizes(clause.chunksize(), dims, constants, null);
        tile = sizes(clause.tile(), dims, constants, chunk);
    }

    /** The nest of the {@code mint for} directive {@code ds}. */
    public static MintLoopNest of(DirectiveStmt ds, ConstEval constants) {
        return new MintLoopNest(ds, constants);
    }

    /** The for loops nested perfectly from {@code s}: each is the only statement of its parent's body. */
    public static List<For> perfectNest(Stmt s) {
        List<For> l = new ArrayList<>();
        Stmt cur = s;
        while (cur instanceof For f) {
            l.add(f);
            Stmt b = f.body();
            while (b instanceof Compound c && c.items().size() == 1) {
                b = c.items().get(0);
            }
            cur = b;
        }
        return l;
    }

    /**
     * Sizes per dimension, x first: written ones evaluated (null when not constant), the rest
     * defaulted (threads × chunk for a tile, 1 for a chunk).
     */
    private static Long[] sizes(List<Expr> written, int dims, ConstEval constants, Long[] chunk) {
        Long[] out = new Long[dims];
        for (int i = 0; i < dims; i++) {
            if (i < written.size()) {
                out[i] = constants.eval(written.get(i));
            } else if (chunk == null) {
                out[i] = 1L;
            } else {
                out[i] = chunk[i] == null ? null : DEFAULT_THREADS[dims - 1][i] * chunk[i];
            }
        }
        return out;
    }

    public DirectiveStmt directive() {
        return directive;
    }

    public LoopNestDirective clause() {
        return clause;
    }

    /** The number of perfectly nested loops after the directive. */
    public int perfectDepth() {
        return perfectDepth;
    }

    /** The loops the directive partitions, outermost first. */
    public List<For> loops() {
        return loops;
    }

    /** The counted form of each partitioned loop (null entries where the loop has another form). */
    public List<CountedLoop> counted() {
        return counted;
    }

    /** Number of partitioned dimensions asked for (the nest clause, or the perfect depth up to 3). */
    public int dims() {
        return tile.length;
    }

    /** Points a thread block computes along dimension {@code i} (0 = x), or null when not a constant. */
    public Long tile(int i) {
        return tile[i];
    }

    /** Points a thread computes along dimension {@code i} (0 = x), or null when not a constant. */
    public Long chunk(int i) {
        return chunk[i];
    }

    /** The dimension (0 = x) of the partitioned loop at depth {@code d} (0 = outermost). */
    public int dimOf(int d) {
        return loops.size() - 1 - d;
    }

    /** Threads a block along dimension {@code i}, or null when unknown. */
    public Long threads(int i) {
        return tile[i] == null || chunk[i] == null || chunk[i] == 0 ? null : tile[i] / chunk[i];
    }
}
