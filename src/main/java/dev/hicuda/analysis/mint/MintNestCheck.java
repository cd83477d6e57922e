package dev.hicuda.analysis.mint;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.loops.CountedLoop;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.directive.LoopNestDirective;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.For;

import java.util.List;
import java.util.function.BiConsumer;

/**
 * The loop nest of a {@code mint for} and its geometry: a for loop follows; {@code nest(n)} is no
 * deeper than the perfect nest; each partitioned loop is a counted loop ({@code for (v = a; v REL
 * b; v += c)}, c a constant) whose bounds do not use the variables of the loops around it in the
 * nest; tile and chunk sizes are positive integer constants, a tile size a multiple of its chunk
 * size, sizes beyond the nest 1; at most 1024 threads a block and 64 along z.
 */
final class MintNestCheck {
    private static final String[] AXES = {"x", "y", "z"};

    private final ConstEval constants;
    private final BiConsumer<SourcePos, String> error;

    MintNestCheck(ConstEval constants, BiConsumer<SourcePos, String> error) {
        this.constants = constants;
        this.error = error;
    }

    void check(DirectiveStmt ds) {
        LoopNestDirective d = (LoopNestDirective) ds.directive();
        if (!(ds.attachedStatement() instanceof For)) {
            error.accept(ds.pos(), "'mint for' must be followed by a for loop");
            return;
        }
        MintLoopNest nest = MintLoopNest.of(ds, constants);
        if (d.nest() > nest.perfectDepth()) {
            error.accept(d.nestPos(), "'nest(" + d.nest() + ")' asks for " + d.nest() + " loops but the loops after 'mint for'"
                    + " are perfectly nested only " + nest.perfectDepth() + " deep (each loop of the nest must be the only"
                    + " statement of the one around it)");
            return;
        }
        if (!loops(nest) || !sizes(d.tile(), "tile", nest.dims(), d.tilePos()) || !sizes(d.chunksize(), "chunksize", nest.dims(), d.chunksizePos())) {
            return;
        }
        long total = 1;
        for (int i = 0; i < nest.dims(); i++) {
            long t = nest.tile(i);
            long c = nest.chunk(i);
            if (t % c != 0) {
                error.accept(i < d.tile().size() ? d.tile().get(i).pos() : ds.pos(), "the tile size along " + AXES[i] + " (" + t
                        + ") is not a multiple of the chunk size (" + c + "): each thread computes " + c + " points of the tile");
                return;
            }
            total *= t / c;
        }
        SourcePos at = d.tilePos() != null ? d.tilePos() : d.chunksizePos() != null ? d.chunksizePos() : ds.pos();
        if (total > 1024) {
            error.accept(at, "the tile and chunk sizes give " + total + " threads a block (" + threads(nest) + "); the limit is 1024");
        } else if (nest.dims() == 3 && nest.threads(2) > 64) {
            error.accept(at, "the tile and chunk sizes give " + nest.threads(2) + " threads a block along z; the limit is 64");
        }
    }

    /** Each partitioned loop is counted and its bounds do not use the variables of the loops around it. */
    private boolean loops(MintLoopNest nest) {
        for (int d = 0; d < nest.loops().size(); d++) {
            For f = nest.loops().get(d);
            CountedLoop c = nest.counted().get(d);
            if (c == null) {
                error.accept(f.pos(), "loop " + (d + 1) + " of the 'mint for' nest must have the form for (v = a; v < b; v++)"
                        + " (or <=, >, >=, and a constant step), with a body that changes neither v nor b");
                return false;
            }
            for (int o = 0; o < d; o++) {
                CountedLoop outer = nest.counted().get(o);
                for (Expr e : List.of(c.first(), c.bound())) {
                    if (NodeWalker.any(e, n -> n instanceof Ident i && i.symbol() == outer.var())) {
                        error.accept(e.pos(), "the bounds of loop '" + c.var().name() + "' use '" + outer.var().name()
                                + "', the variable of a loop around it in the 'mint for' nest: Mint partitions rectangular nests");
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** Sizes are positive integer constants; those beyond the nest's dimensions are 1. */
    private boolean sizes(List<Expr> sizes, String clause, int dims, SourcePos at) {
        for (int i = 0; i < sizes.size(); i++) {
            Expr e = sizes.get(i);
            Long v = constants.eval(e);
            if (v == null) {
                error.accept(e.pos(), "the " + clause + " size along " + AXES[i] + " must be an integer constant");
                return false;
            }
            if (v <= 0) {
                error.accept(e.pos(), "the " + clause + " size along " + AXES[i] + " must be positive, not " + v);
                return false;
            }
            if (i >= dims && v != 1) {
                error.accept(e.pos(), "'" + clause + "' gives a size along " + AXES[i] + " but the 'mint for' nest has "
                        + dims + " dimension" + (dims == 1 ? "" : "s") + "; a size beyond them must be 1");
                return false;
            }
        }
        return true;
    }

    private static String threads(MintLoopNest nest) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < nest.dims(); i++) {
            sb.append(i == 0 ? "" : " x ").append(nest.threads(i));
        }
        return sb.toString();
    }
}
