package dev.hicuda.optimize.stencil;

import dev.hicuda.optimize.emit.Ir;

import dev.hicuda.ir.expr.Conditional;
import dev.hicuda.ir.expr.Expr;

/**
 * How the threads of a block load the ghost cells of a plane tile: the cells of the padded tile
 * ({@code ty + lo + hi} by {@code tx + lo + hi}) outside its interior are numbered, and cell h is
 * loaded by the thread whose linear index in the block is {@code h mod T} (T threads), in its slot
 * {@code h / T}.  So each thread loads at most {@link #slots()} ghost cells a plane (one for the
 * usual tiles: 80 cells for 256 threads of a 32 x 8 tile), with one predicate computed once, instead
 * of each thread at the tile's edges testing which of its sides it must load.  The numbering keeps
 * the rows of the tile's top and bottom ghost rows (corners included when an access reaches an
 * in-plane diagonal) on consecutive threads, so that a warp loads a row with coalesced accesses;
 * the cells of the side columns follow, row by row.  In a two-dimensional nest the plane is one row
 * and its ghost cells are the {@code lo + hi} cells at its ends.
 */
final class GhostCells {
    private final boolean rows;     // a 3-D nest: the plane has rows (y) and columns (x)
    private final long ty;
    private final long tx;
    private final int loY;
    private final int hiY;
    private final int loX;
    private final int hiX;
    private final long width;       // cells of a top or bottom ghost row
    private final long rowStart;    // x of the first cell of such a row
    private final long threads;

    GhostCells(long[] blockThreads, int[] lo, int[] hi, boolean diagonal) {
        int n = blockThreads.length;
        rows = n == 3;
        ty = rows ? blockThreads[1] : 1;
        tx = blockThreads[n - 1];
        loY = rows ? lo[1] : 0;
        hiY = rows ? hi[1] : 0;
        loX = lo[n - 1];
        hiX = hi[n - 1];
        width = diagonal ? tx + loX + hiX : tx;
        rowStart = diagonal ? 0 : loX;
        threads = ty * tx;
    }

    /** Ghost cells of one plane tile. */
    long count() {
        return (loY + hiY) * width + ty * (loX + hiX);
    }

    /** Ghost cells a thread loads, at most, a plane. */
    long slots() {
        return (count() + threads - 1) / threads;
    }

    /** Threads of a block: ghost cell h is loaded by thread h mod this. */
    long threads() {
        return threads;
    }

    private long top() {
        return loY * width;
    }

    private long ends() {
        return (loY + hiY) * width;
    }

    /** The row, in the padded tile, of ghost cell {@code h} (an int expression whose value is below {@link #count()}). */
    Expr row(Expr h) {
        Expr side = Ir.plus(Ir.bin("/", Ir.plus(h.copy(), -ends()), Ir.num(loX + hiX)), loY);
        if (loX + hiX == 0) {
            side = Ir.num(0);
        }
        Expr bottom = Ir.plus(Ir.bin("/", Ir.plus(h.copy(), -top()), Ir.num(width)), loY + ty);
        Expr e = side;
        if (hiY > 0) {
            e = loX + hiX == 0 ? bottom : new Conditional(Ir.bin("<", h.copy(), Ir.num(ends())), bottom, e);
        }
        if (loY > 0) {
            e = new Conditional(Ir.bin("<", h.copy(), Ir.num(top())), Ir.bin("/", h.copy(), Ir.num(width)), e);
        }
        return e;
    }

    /** The column, in the padded tile, of ghost cell {@code h}. */
    Expr column(Expr h) {
        Expr c = Ir.bin("%", Ir.plus(h.copy(), -ends()), Ir.num(loX + hiX));
        Expr side = loX == 0 ? Ir.plus(c, tx) : hiX == 0 ? c : new Conditional(Ir.bin("<", c, Ir.num(loX)), c.copy(), Ir.plus(c.copy(), tx));
        if (loX + hiX == 0) {
            side = Ir.num(0);
        }
        if (loY + hiY == 0) {
            return side;
        }
        Expr inRow = Ir.plus(Ir.bin("%", h.copy(), Ir.num(width)), rowStart);
        if (loX + hiX == 0) {
            return inRow;
        }
        return new Conditional(Ir.bin("<", h.copy(), Ir.num(ends())), inRow, side);
    }

    /** For the report: {@code 80 ghost cells a plane, one a thread}, {@code 35 ghost cells a plane, up to 3 a thread}. */
    String describe() {
        long c = count();
        return c + (c == 1 ? " ghost cell" : " ghost cells") + " a plane, " + (slots() == 1 ? "one" : "up to " + slots()) + " a thread";
    }
}
