package dev.hicuda.lowering.kernel;

import dev.hicuda.analysis.ranges.SymbolicRanges;

import dev.hicuda.lowering.data.DeviceArray;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.affine.Poly;
import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.expr.*;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.*;
import dev.hicuda.ir.symbol.Symbol;

import java.util.Map;

/**
 * Kernel data-access analysis against the allocated sections (journal §5.2): an access to a
 * global array whose subscript provably leaves the section that the reaching {@code global alloc}
 * allocated is an error, since the device copy holds only that section.
 *
 * <p>"Provably" means, with the ranges of {@link SymbolicRanges}, either every value of the
 * subscript lies outside the section, or the access runs unconditionally inside its loops (no
 * {@code if}, {@code ?:}, {@code &&}, {@code ||}, {@code while}, {@code switch} on the way, no
 * {@code break}, {@code continue}, {@code goto} or {@code return} in the loops) and the subscript
 * attains a value outside the section in some iteration ({@code A[i+1]} with i in [0, N-1] and
 * {@code A[0:N-1]} allocated).  When it cannot be proved either way nothing is said.
 */
final class AccessBoundsCheck {
    private final ConstEval constants;
    private final Reporter reporter;
    private final CPrinter printer = CPrinter.readable();

    AccessBoundsCheck(ConstEval constants, Reporter reporter) {
        this.constants = constants;
        this.reporter = reporter;
    }

    void run(Compound kbody, Map<Symbol, DeviceArray> arrays, String kernel) {
        run(kbody, arrays, kernel, (x, at) -> null);
    }

    /**
     * As {@link #run(Compound, Map, String)}; an access that provably lies inside the section of a shared copy of its array
     * ({@code sharedSection}: the section stated by the shared directive whose scope holds it, a null range for {@code *})
     * reads that copy, whose transfers are guarded against the data, and is not checked against the global section (the
     * optimizer's tiles let a copy beyond the end read the tile there).
     */
    void run(Compound kbody, Map<Symbol, DeviceArray> arrays, String kernel,
             java.util.function.BiFunction<Symbol, Node, java.util.List<Expr[]>> sharedSection) {
        boolean jumps = NodeWalker.any(kbody, n -> n instanceof Jump || n instanceof Return);
        for (DeviceArrayAccess access : DeviceArrayAccess.in(kbody, arrays)) {
            if (!access.indexesAllDimensions()) {
                continue; // reported by the redirection
            }
            Index top = access.top();
            DeviceArray a = access.copy();
            boolean unconditional = !jumps && unconditional(top, kbody);
            SymbolicRanges ranges = SymbolicRanges.at(top, constants);
            if (insideShared(access, sharedSection.apply(access.array().symbol(), top), ranges)) {
                continue;
            }
            for (int d = 0; d < a.rank(); d++) {
                if (check(access.chain().get(d).index(), d, a, ranges, unconditional, access.array().name(), kernel)) {
                    break;
                }
            }
        }
    }

    /** Whether every subscript of {@code access} is provably inside the shared copy's section {@code sec} (null: no copy). */
    private static boolean insideShared(DeviceArrayAccess access, java.util.List<Expr[]> sec, SymbolicRanges ranges) {
        if (sec == null || sec.size() != access.chain().size()) {
            return false;
        }
        for (int d = 0; d < sec.size(); d++) {
            if (sec.get(d) == null) {
                continue;
            }
            Expr i = access.chain().get(d).index();
            if (!nonNegative(new Binary("-", new Paren(i.copy()), new Paren(sec.get(d)[0].copy())), ranges)
                    || !nonNegative(new Binary("-", new Paren(sec.get(d)[1].copy()), new Paren(i.copy())), ranges)) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code e} is provably at least 0 over the ranges of its variables. */
    private static boolean nonNegative(Expr e, SymbolicRanges ranges) {
        Poly p = ranges.read(e);
        Long c = p == null ? null : p.constantValue();
        if (c != null) {
            return c >= 0;
        }
        SymbolicRanges.Interval r = ranges.range(e);
        Long lo = r.lo() == null ? null : r.lo().constantValue();
        return lo != null && lo >= 0;
    }

    /** Checks one subscript; returns true when it reported an error. */
    private boolean check(Expr index, int d, DeviceArray a, SymbolicRanges ranges, boolean unconditional, String name,
                          String kernel) {
        Poly secLo = ranges.read(a.lo.get(d));
        Poly ext = ranges.read(a.extent.get(d));
        if (secLo == null || ext == null) {
            return false;
        }
        Poly secHi = secLo.plus(ext).plus(-1);
        SymbolicRanges.Interval r = ranges.range(index);
        if (r.lo() != null && r.hi() != null && ranges.compare(r.lo(), r.hi()) == SymbolicRanges.Comparison.GT) {
            return false; // an empty range: the access is never executed
        }
        boolean below = r.hi() != null && ranges.compare(secLo, r.hi()) == SymbolicRanges.Comparison.GT
                || unconditional && r.lo() != null && r.loAttained() && ranges.compare(secLo, r.lo()) == SymbolicRanges.Comparison.GT;
        boolean above = r.lo() != null && ranges.compare(r.lo(), secHi) == SymbolicRanges.Comparison.GT
                || unconditional && r.hi() != null && r.hiAttained() && ranges.compare(r.hi(), secHi) == SymbolicRanges.Comparison.GT;
        if (!below && !above) {
            return false;
        }
        boolean flat = a.viewOf != null;
        String dim = flat ? "its flat offset" : a.rank() == 1 ? "its subscript" : "dimension " + (d + 1);
        Poly reach = below ? r.lo() : r.hi();
        String where = a.alloc.pos().file() + ":" + a.alloc.pos().line();
        String fix;
        Poly newLo = below && r.lo() != null ? r.lo() : secLo;
        Poly newHi = above && r.hi() != null ? r.hi() : secHi;
        if (flat) {
            fix = "allocate rows that cover every element the kernel uses, or keep the offset inside the section";
        } else {
            fix = "allocate a section that covers every index the kernel uses (dimension " + (d + 1) + " as ["
                    + newLo + ":" + newHi + "]), or keep the index inside the section";
        }
        reporter.error(index.pos().isKnown() ? index.pos() : a.alloc.pos(), "access to '" + name + "' in kernel '" + kernel
                + "' is outside the allocated section: in " + dim + " the index '" + printer.expr(index) + "' "
                + (reach == null ? "" : "reaches " + reach + " ") + "(its range is " + r + ") but '"
                + a.allocText(printer) + "' (" + where + ") allocates [" + secLo + ", " + secHi
                + "]" + (flat ? " of the flat array" : "") + "; " + fix);
        return true;
    }

    /** Whether {@code n} runs in every iteration of its loops: no condition between it and the kernel body. */
    private static boolean unconditional(Node n, Compound kbody) {
        for (Node child = n, p = n.parent(); p != null && child != kbody; child = p, p = p.parent()) {
            if (p instanceof If || p instanceof While || p instanceof Switch || p instanceof Labeled) {
                return false;
            }
            if (p instanceof Conditional c && child != c.cond()) {
                return false;
            }
            if (p instanceof Binary b && (b.op().equals("&&") || b.op().equals("||")) && child == b.right()) {
                return false;
            }
            if (p instanceof For f && child != f.body() && child != f.init()) {
                return false;
            }
        }
        return true;
    }
}
