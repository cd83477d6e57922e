package dev.hicuda.optimize.tiling;

import dev.hicuda.analysis.loops.CountedLoop;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.optimize.nest.Code;
import dev.hicuda.optimize.nest.ExplicitNest;
import dev.hicuda.optimize.stencil.PartitionedNest;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A partitioned nest as the tiling analysis sees it: the body run per iteration, the threads a
 * block along each dimension, and, for each variable that stands for a dimension's index, which
 * dimension and which of a thread's copies it is (copy 0 in a nest that is not coarsened).
 */
public final class NestView {
    private final Stmt body;
    private final long[] threads;
    private final List<List<String>> copyNames;
    private final Set<Symbol> varying = new HashSet<>();

    private NestView(Stmt body, long[] threads, List<List<String>> copyNames) {
        this.body = body;
        this.threads = threads;
        this.copyNames = copyNames;
        varying.addAll(CountedLoop.writtenIn(body));
        varying.addAll(Code.declaredIn(body));
    }

    /** The nest as written (before restructuring): each dimension's loop variable is its copy 0. */
    public static NestView of(PartitionedNest nest) {
        long[] t = new long[nest.dims().size()];
        List<List<String>> names = new java.util.ArrayList<>();
        for (int d = 0; d < t.length; d++) {
            t[d] = nest.dims().get(d).threads();
            names.add(List.of(nest.dims().get(d).var().name()));
        }
        NestView v = new NestView(nest.body(), t, names);
        for (PartitionedNest.Dim d : nest.dims()) {
            v.varying.add(d.var());
        }
        return v;
    }

    /** A nest in explicit form (after restructuring; symbols resolved). */
    public static NestView of(ExplicitNest nest) {
        long[] t = new long[nest.dims().size()];
        List<List<String>> names = new java.util.ArrayList<>();
        for (int d = 0; d < t.length; d++) {
            t[d] = nest.dims().get(d).threads();
            names.add(nest.dims().get(d).copies());
        }
        return new NestView(nest.body(), t, names);
    }

    public Stmt body() {
        return body;
    }

    public int rank() {
        return threads.length;
    }

    public long threads(int d) {
        return threads[d];
    }

    /** Threads a block. */
    public long blockThreads() {
        long p = 1;
        for (long t : threads) {
            p *= t;
        }
        return p;
    }

    /** {dimension, copy} of a variable that stands for a dimension's index, or null. */
    public int[] copyOf(Symbol s) {
        if (s == null || !varying.contains(s)) {
            return null;
        }
        for (int d = 0; d < copyNames.size(); d++) {
            int a = copyNames.get(d).indexOf(s.name());
            if (a >= 0 && (s.declaration() == null || s.declaration().isInside(body) || copyNames.get(d).size() == 1)) {
                return new int[] {d, a};
            }
        }
        return null;
    }

    /** The variables whose values may differ between the threads of a block (indices, the body's own variables). */
    public Set<Symbol> varying() {
        return varying;
    }
}
