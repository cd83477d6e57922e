package dev.hicuda.lowering.shared;

import java.util.List;

/**
 * How the threads of a block move a box of shared data to or from global memory (paper §5.4):
 * the box is linearized in row-major order; in round k, thread t moves element
 * {@code e = t + k*T} (T = threads per block), if {@code e < n}.  A warp therefore moves 32
 * consecutive elements: consecutive words of shared memory (no bank conflicts) and, within
 * each row of the box, consecutive elements of global memory (coalesced); a row shorter than
 * 32 elements shares the warp with the next row instead of leaving lanes idle.
 */
record TransferSchedule(List<Long> sizes, long threads) {
    long elements() {
        return MergedSection.product(sizes);
    }

    /** Rounds every thread executes. */
    long rounds() {
        return (elements() + threads - 1) / threads;
    }

    /** Whether the last round must test {@code e < n} (n not a multiple of T). */
    boolean needsTailGuard() {
        return elements() % threads != 0;
    }

    /** Elements of the box per step of dimension d (row-major strides). */
    long stride(int d) {
        long s = 1;
        for (int k = d + 1; k < sizes.size(); k++) {
            s *= sizes.get(k);
        }
        return s;
    }

    /** The linear element thread t moves in round k, or -1 when it moves none. */
    long element(long t, long k) {
        long e = t + k * threads;
        return e < elements() ? e : -1;
    }

    /** The coordinates in the box of linear element e: (e / stride(d)) % size(d). */
    long[] coordinates(long e) {
        long[] c = new long[sizes.size()];
        for (int d = 0; d < c.length; d++) {
            long q = e / stride(d);
            c[d] = d == 0 ? q : q % sizes.get(d);
        }
        return c;
    }
}
