package dev.hicuda.ir.directive;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.expr.Expr;

import java.util.ArrayList;
import java.util.List;

/**
 * A variable with an optional array section: {@code A[a:b][c][*]}.  Each dimension is a
 * {@link Range}; {@code [c]} has start == end, {@code [*]} has both null.
 */
public final class Section extends Node {
    /** One dimension of a section; both bounds null for {@code [*]}; bounds are inclusive. */
    public static final class Range {
        private final Expr start;
        private final Expr end;
        private final boolean single;

        public Range(Expr start, Expr end, boolean single) {
            this.start = start;
            this.end = end;
            this.single = single;
        }

        public static Range all() {
            return new Range(null, null, false);
        }

        public boolean isAll() {
            return start == null;
        }

        /** Written {@code [i]}: end is the same expression as start. */
        public boolean isSingle() {
            return single;
        }

        public Expr start() {
            return start;
        }

        public Expr end() {
            return end;
        }
    }

    private final String name;
    private final List<Range> dims;

    public Section(String name, List<Range> dims) {
        this.name = name;
        this.dims = List.copyOf(dims);
        for (Range r : dims) {
            adopt(r.start);
            if (r.end != r.start) {
                adopt(r.end);
            }
        }
    }

    public String name() {
        return name;
    }

    public List<Range> dims() {
        return dims;
    }

    public boolean hasSection() {
        return !dims.isEmpty();
    }

    @Override
    public List<Node> children() {
        List<Node> l = new ArrayList<>();
        for (Range r : dims) {
            if (r.start != null) {
                l.add(r.start);
            }
            if (r.end != null && r.end != r.start) {
                l.add(r.end);
            }
        }
        return l;
    }
}
