package dev.hicuda.ir.directive;

import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.ChildList;
import dev.hicuda.ir.expr.Expr;

import java.util.List;

/**
 * A loop nest that becomes one multi-dimensional kernel (Mint's {@code for nest(n|all)
 * tile(tx,ty,tz) chunksize(cx,cy,cz)}): the outer {@link #nest()} loops of the perfect nest that
 * follows are partitioned, the innermost of them along x.  {@link #tile()} gives the points a
 * thread block computes and {@link #chunksize()} the points a thread computes, per dimension, x
 * first; either may be shorter than the nest (defaults fill the rest) or empty.
 */
public final class LoopNestDirective extends Directive {
    /** {@link #nest()} of {@code nest(all)}: every loop of the perfect nest, at most three. */
    public static final int ALL = 0;

    private final int nest;
    private final SourcePos nestPos;
    private final ChildList<Expr> tile;
    private final SourcePos tilePos;
    private final ChildList<Expr> chunksize;
    private final SourcePos chunksizePos;

    /**
     * @param nest    the number of loops, 1 to 3, {@link #ALL}, or -1 when not written
     * @param nestPos where the {@code nest} clause stands (null when not written); likewise the others
     */
    public LoopNestDirective(int nest, SourcePos nestPos, List<Expr> tile, SourcePos tilePos, List<Expr> chunksize,
                             SourcePos chunksizePos) {
        this.nest = nest;
        this.nestPos = nestPos;
        this.tile = childList(Expr.class, tile);
        this.tilePos = tilePos;
        this.chunksize = childList(Expr.class, chunksize);
        this.chunksizePos = chunksizePos;
    }

    @Override
    public String keyword() {
        return "for";
    }

    /** 1 to 3, {@link #ALL}, or -1 when the clause was not written. */
    public int nest() {
        return nest;
    }

    public SourcePos nestPos() {
        return nestPos;
    }

    /** Points per thread block, x first. */
    public List<Expr> tile() {
        return tile.get();
    }

    public SourcePos tilePos() {
        return tilePos;
    }

    /** Points per thread, x first. */
    public List<Expr> chunksize() {
        return chunksize.get();
    }

    public SourcePos chunksizePos() {
        return chunksizePos;
    }
}
