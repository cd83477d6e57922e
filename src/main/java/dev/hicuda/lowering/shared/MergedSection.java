package dev.hicuda.lowering.shared;

import dev.hicuda.analysis.affine.Affine;

import java.util.List;

/**
 * A section merged over the iterations that the threads of a block execute concurrently: in
 * dimension d it covers {@code lo[d] .. lo[d] + size[d] - 1}, a box of compile-time size;
 * {@code guardLo/guardHi[d]} say whether an element may fall below / above the bounds of the
 * data in global memory (see {@link TransferGuards}).
 */
record MergedSection(List<Affine> lo, List<Long> size, boolean[] guardLo, boolean[] guardHi) {
    int rank() {
        return size.size();
    }

    long elements() {
        return product(size);
    }

    /** The number of elements of a box of the given sizes. */
    static long product(List<Long> sizes) {
        long n = 1;
        for (long s : sizes) {
            n *= s;
        }
        return n;
    }
}
