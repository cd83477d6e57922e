package dev.hicuda.lowering.shared;

import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.affine.Poly;
import dev.hicuda.analysis.ranges.SymbolicRanges;
import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.directive.Section;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.lowering.data.DataShape;
import dev.hicuda.lowering.data.DeviceArray;

import java.util.Map;

/**
 * Bounds guards of the cooperative transfers: the bounds of an array's data in global memory,
 * whether an element of a merged section may fall outside them (decided while merging, unless
 * the directive says {@code nobndcheck}), and the test a transfer makes before it moves such an
 * element.
 */
final class TransferGuards {
    private final Exprs ex;
    private final Reporter reporter;
    /** The device copies the transfers read and write, by host array. */
    private final Map<Symbol, DeviceArray> copies;

    TransferGuards(Exprs ex, Reporter reporter, Map<Symbol, DeviceArray> copies) {
        this.ex = ex;
        this.reporter = reporter;
        this.copies = copies;
    }

    /**
     * The bounds {lo, hi} (inclusive) of the data along dimension d: those of the section that
     * {@code copy} holds, or of the whole array without a copy; null when they are not known.
     */
    static Expr[] dataBounds(DeviceArray copy, DataShape shape, int d, Exprs ex) {
        if (copy != null) {
            return new Expr[] {copy.lo.get(d).copy(), ex.sub(ex.add(copy.lo.get(d).copy(), copy.extent.get(d).copy()), Exprs.num(1))};
        }
        Long n = shape.dimValues.get(d);
        return n == null ? null : new Expr[] {Exprs.num(0), Exprs.num(n - 1)};
    }

    /**
     * Decides whether the elements of dimension d of {@code sec}, from {@code start} to
     * {@code end}, may fall below ({@code guardLo[d]}) or above ({@code guardHi[d]}) the data's
     * bounds {@code data} (null: unknown, so both are guarded); warns when the section lies
     * entirely outside the data.
     */
    void decide(Section sec, int d, Expr start, Expr end, Expr[] data, SymbolicRanges ranges, boolean[] guardLo, boolean[] guardHi) {
        Poly first = ranges.read(start);
        Poly last = ranges.read(end);
        guardLo[d] = data == null || ranges.compare(ranges.read(data[0]), first) != SymbolicRanges.Comparison.LE;
        guardHi[d] = data == null || ranges.compare(last, ranges.read(data[1])) != SymbolicRanges.Comparison.LE;
        if (data != null && (ranges.compare(last, ranges.read(data[0])) == SymbolicRanges.Comparison.GT ? false
                : ranges.compare(ranges.read(data[0]), last) == SymbolicRanges.Comparison.GT
                || ranges.compare(first, ranges.read(data[1])) == SymbolicRanges.Comparison.GT)) {
            reporter.warning(sec.pos(), "the section of '" + sec.name() + "' lies entirely outside the array's data in dimension " + (d + 1));
        }
    }

    /**
     * {@code guard} extended by the tests of dimension d of the transfer of {@code b} on the
     * global index held in the variable {@code index}: {@code index >= lo}, {@code index <= hi},
     * as {@code b} needs them (a null guard is none).
     */
    Expr extend(Expr guard, SharedVar v, MergedSection b, int d, String index) {
        Expr[] data = dataBounds(copies.get(v.array), v.shape, d, ex);
        if (data == null) {
            // no device copy and no known extent (merging then guards both sides): the tests compare with 0
            data = new Expr[] {Exprs.num(0), Exprs.num(0)};
        }
        if (b.guardLo()[d]) {
            guard = and(guard, new Binary(">=", Exprs.id(index), data[0].copy()));
        }
        if (b.guardHi()[d]) {
            guard = and(guard, new Binary("<=", Exprs.id(index), data[1].copy()));
        }
        return guard;
    }

    /**
     * {@code guard} extended by the tests that the elements {@code first .. last} of dimension d of
     * the transfer of {@code b} lie inside the data, on the sides that {@code b} guards.
     */
    Expr boxInside(Expr guard, SharedVar v, MergedSection b, int d, Expr first, Expr last) {
        Expr[] data = dataBounds(copies.get(v.array), v.shape, d, ex);
        if (data == null) {
            data = new Expr[] {Exprs.num(0), Exprs.num(0)};
        }
        if (b.guardLo()[d]) {
            guard = and(guard, new Binary(">=", Exprs.paren(first, 10), Exprs.paren(data[0].copy(), 10)));
        }
        if (b.guardHi()[d]) {
            guard = and(guard, new Binary("<=", Exprs.paren(last, 10), Exprs.paren(data[1].copy(), 10)));
        }
        return guard;
    }

    private static Expr and(Expr a, Expr b) {
        return a == null ? b : new Binary("&&", a, b);
    }
}
