package dev.hicuda.analysis.loops;

import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Index;

import java.util.ArrayList;
import java.util.List;

/** The subscripts of an array access {@code A[i][j]...}, found from its outermost {@link Index}. */
public final class Subscripts {
    private Subscripts() {
    }

    /**
     * The subscripts of the access whose outermost subscript is {@code top}, first dimension
     * first (so {@code chain.get(0).base()} is the array); null when {@code top} is itself the
     * base of another subscript (not outermost).
     */
    public static List<Index> chain(Index top) {
        if (top.parent() instanceof Index pi && pi.base() == top) {
            return null;
        }
        List<Index> chain = new ArrayList<>();
        Expr e = top;
        while (e instanceof Index ix) {
            chain.add(0, ix);
            e = ix.base();
        }
        return chain;
    }
}
