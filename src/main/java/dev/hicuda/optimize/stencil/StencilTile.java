package dev.hicuda.optimize.stencil;

import java.util.Arrays;

/**
 * An array staged in shared memory: its uses, the planes along the stream that its accesses reach
 * ({@code amin..amax}: the thread's own column, kept in registers; {@code dmin..dmax}: the planes
 * read at in-plane neighbours, kept in a ring of {@code ring} shared plane tiles), and its ghost
 * cells per plane dimension ({@code lo}, {@code hi}: 1 when an access reaches that side, index 0
 * unused) with the in-plane diagonals ({@code diagonal}: the tile's corners).
 */
final class StencilTile {
    final StencilAccesses.Use use;
    final int amin;
    final int amax;
    final int dmin;
    final int dmax;
    final int ring;
    final int[] lo;
    final int[] hi;
    final boolean diagonal;

    StencilTile(StencilAccesses.Use use, int n) {
        this.use = use;
        int[] w = use.window(null);
        int[] dw = use.window(false);
        amin = w[0];
        amax = w[1];
        dmin = dw[0];
        dmax = dw[1];
        // the planes read at once plus the one being filled: a plane is overwritten only after every
        // thread has passed the barrier that follows its last use, so one barrier a plane suffices
        ring = dmax - dmin + 2;
        lo = new int[n];
        hi = new int[n];
        for (int d = 1; d < n; d++) {
            lo[d] = use.halo(d, -1);
            hi[d] = use.halo(d, 1);
        }
        diagonal = use.diagonal();
    }

    /** Bytes of shared memory of the ring for a block of {@code threads} (per dimension, outermost first). */
    long bytes(long[] threads) {
        long b = ring * use.element.size();
        for (int d = 1; d < threads.length; d++) {
            b *= threads[d] + lo[d] + hi[d];
        }
        return b;
    }

    /** The ghost cells' shape: tiles of one shape share the threads' ghost-cell assignments. */
    String shape() {
        return Arrays.toString(lo) + Arrays.toString(hi) + diagonal;
    }

    /** Registers of the thread's column along the stream (amin..amax) and the one loaded ahead. */
    int chain() {
        return amax - amin + 2;
    }
}
