package dev.hicuda.analysis.ranges;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.affine.Poly;
import dev.hicuda.analysis.affine.PolyReader;

import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.print.CPrinter;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Factors a one-dimensional element offset into subscripts (journal §5.7.1, "promotion" of
 * {@code *(ptr + offset)} to {@code ptr[i1][i2]...}).
 *
 * <p>One step ({@link #split}) writes {@code e = q*d + r} for an extent d and proves that r lies
 * in a given interval — [0, d-1] for a dimension of the array, or any interval a caller needs
 * (a shared-memory section's column range, say).  q collects the terms of e that d divides
 * exactly: all of them when d is a single term ({@code n}, {@code nx*ny}, {@code 64}); for an
 * extent of several terms ({@code n + 1}) the products written with that extent as a factor.
 * When r's range is off by whole multiples of d ({@code i*m + m - 1 - j}: r = {@code -1 - j}),
 * q and r are shifted by a constant ({@code q = i}, {@code r = m - 1 - j}).  Factoring over a
 * shape [d1]...[dn] ({@link #factor}) applies the step for dn, then d(n-1) on the quotient, and
 * so on; the last quotient is the first subscript, which is not required to lie in [0, d1-1]
 * (the bounds check of the access does that).
 *
 * <p>The subscripts reuse the user's subexpressions where one has the right value
 * ({@code a[i*m + (m - 1 - j)]} becomes {@code a[i][m - 1 - j]}); otherwise they are printed
 * from the polynomial in the order the symbols appear in the offset.
 */
public final class IndexFactoring {
    /** e = quotient*d + remainder. */
    public record Split(Expr quotient, Expr remainder, Poly q, Poly r) {
    }

    /** The subscripts, outermost first; or null with the reason and the dimension (1-based) that failed. */
    public record Factored(List<Expr> indices, String why, int failedDimension) {
        public boolean ok() {
            return indices != null;
        }
    }

    private final CPrinter printer = CPrinter.readable();
    private String lastFailure;

    public IndexFactoring() {
    }

    /** Why the last {@link #split} returned null. */
    public String lastFailure() {
        return lastFailure;
    }

    /**
     * Splits {@code offset} by {@code extent} with the remainder provably in [rLo, rHi] at the
     * point that {@code ranges} describes; null when it cannot ({@link #lastFailure} says why).
     */
    public Split split(Expr offset, Expr extent, Poly rLo, Poly rHi, SymbolicRanges ranges) {
        Poly e = ranges.read(offset);
        if (e == null) {
            return fail("'" + printer.expr(offset) + "' is not an integer expression free of side effects");
        }
        Poly d = ranges.read(extent);
        if (d == null || d.isZero()) {
            return fail("the extent '" + printer.expr(extent) + "' is not an integer expression");
        }
        Poly q0;
        Poly r0;
        Poly[] qr = d.isMonomial() ? e.divideByMonomial(d) : null;
        if (qr != null) {
            q0 = qr[0];
            r0 = qr[1];
        } else {
            q0 = writtenMultiples(offset, d, ranges, 1);
            if (q0 == null) {
                q0 = Poly.ZERO;
            }
            r0 = e.minus(q0.times(d));
        }
        for (long k : shifts(r0, d, ranges)) {
            Poly r = r0.minus(d.scale(k));
            if (ranges.provablyWithin(r, rLo, rHi)) {
                Poly q = q0.plus(k);
                List<Expr> sources = List.of(offset);
                return new Split(express(q, sources, ranges, offset.pos()), express(r, sources, ranges, offset.pos()), q, r);
            }
        }
        SymbolicRanges.Interval range = ranges.range(r0);
        return fail("the remainder '" + printer.expr(express(r0, List.of(offset), ranges, offset.pos())) + "' (range "
                + show(range, ranges) + ") of '" + printer.expr(offset) + "' divided by '"
                + printer.expr(extent) + "' is not provably within [" + show(rLo, ranges) + ", " + show(rHi, ranges) + "]");
    }

    /**
     * Factors {@code offset} over the dimensions {@code dims} (outermost first): each subscript but
     * the first provably in [0, d-1].
     */
    public Factored factor(Expr offset, List<Expr> dims, SymbolicRanges ranges) {
        return factor(offset, dims, ranges, null);
    }

    /**
     * As {@link #factor(Expr, List, SymbolicRanges)}, where {@code stated.get(k)}, when not null, is
     * an interval {lo, hi} that the caller knows subscript k lies in (the section of a shared
     * directive whose scope holds the access: the directive states that the accesses it covers lie
     * in it); a remainder provably within that interval is accepted as subscript k.
     */
    public Factored factor(Expr offset, List<Expr> dims, SymbolicRanges ranges, List<Expr[]> stated) {
        List<Expr> out = new ArrayList<>();
        Expr cur = offset;
        for (int k = dims.size() - 1; k >= 1; k--) {
            Poly d = ranges.read(dims.get(k));
            if (d == null) {
                return new Factored(null, "dimension " + (k + 1) + " has the size '" + printer.expr(dims.get(k))
                        + "', which is not an integer expression", k + 1);
            }
            Split s = split(cur, dims.get(k), Poly.ZERO, d.plus(-1), ranges);
            if (s == null && stated != null && stated.get(k) != null) {
                String plain = lastFailure;
                Poly lo = ranges.read(stated.get(k)[0]);
                Poly hi = ranges.read(stated.get(k)[1]);
                s = lo == null || hi == null ? null : split(cur, dims.get(k), lo, hi, ranges);
                if (s == null) {
                    lastFailure = plain;
                }
            }
            if (s == null) {
                return new Factored(null, lastFailure, k + 1);
            }
            out.add(0, s.remainder());
            cur = s.quotient();
        }
        out.add(0, cur);
        return new Factored(out, null, 0);
    }

    private String show(SymbolicRanges.Interval r, SymbolicRanges ranges) {
        return "[" + show(r.lo(), ranges) + ", " + show(r.hi(), ranges) + "]";
    }

    private String show(Poly p, SymbolicRanges ranges) {
        return p == null ? "?" : printer.expr(p.toExpr(ranges.reader().appearance()));
    }

    private Split fail(String why) {
        lastFailure = why;
        return null;
    }

    /** The shifts k to try for r = r0 - k*d: 0, then what brings r's lower bound into [0, d). */
    private static List<Long> shifts(Poly r0, Poly d, SymbolicRanges ranges) {
        Set<Long> ks = new LinkedHashSet<>();
        ks.add(0L);
        Poly lo = ranges.lowerBound(r0);
        if (lo != null) {
            Long k = null;
            if (d.isConstant() && lo.isConstant()) {
                k = Math.floorDiv(lo.constantTerm(), d.constantTerm());
            } else if (d.isMonomial()) {
                Poly[] qr = lo.divideByMonomial(d);
                if (qr != null && qr[0].isConstant()) {
                    k = qr[0].constantTerm();
                }
            }
            if (k != null) {
                ks.add(k);
                ks.add(k - 1);
                ks.add(k + 1);
            }
        }
        return new ArrayList<>(ks);
    }

    /**
     * For an extent of several terms: the sum (with signs) of the cofactors of the top-level
     * terms of {@code e} written as a product with a factor equal to d, or null if there is none.
     */
    private static Poly writtenMultiples(Expr e, Poly d, SymbolicRanges ranges, long sign) {
        e = Paren.strip(e);
        if (e instanceof Binary b && (b.op().equals("+") || b.op().equals("-"))) {
            Poly l = writtenMultiples(b.left(), d, ranges, sign);
            Poly r = writtenMultiples(b.right(), d, ranges, b.op().equals("-") ? -sign : sign);
            return l == null ? r : r == null ? l : l.plus(r);
        }
        if (e instanceof Unary u && u.op().equals("-") && !u.isPostfix()) {
            return writtenMultiples(u.operand(), d, ranges, -sign);
        }
        if (e instanceof Binary b && b.op().equals("*")) {
            Poly l = ranges.read(b.left());
            Poly r = ranges.read(b.right());
            if (r != null && r.equals(d) && l != null) {
                return l.scale(sign);
            }
            if (l != null && l.equals(d) && r != null) {
                return r.scale(sign);
            }
        }
        return null;
    }

    /** An expression for p: a copy of a subexpression of the sources with that value, or p printed. */
    private static Expr express(Poly p, List<Expr> sources, SymbolicRanges ranges, SourcePos pos) {
        for (Expr src : sources) {
            List<Node> all = new ArrayList<>();
            NodeWalker.preOrder(src, all::add);
            for (Node n : all) {
                if (n instanceof Expr x && !(x instanceof Paren) && p.equals(ranges.read(x))) {
                    return x.copy();
                }
            }
        }
        Expr out = p.toExpr(ranges.reader().appearance());
        NodeWalker.preOrder(out, n -> {
            if (!n.pos().isKnown()) {
                n.at(pos);
            }
        });
        return out;
    }
}
