package dev.hicuda.lowering.data;

import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.loops.CountedLoop;
import dev.hicuda.analysis.ranges.IndexFactoring;
import dev.hicuda.analysis.ranges.SymbolicRanges;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.expr.*;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.type.ArrayType;
import dev.hicuda.ir.type.CType;
import dev.hicuda.ir.type.PointerType;

import java.util.*;

/**
 * Rewrites a kernel's accesses to shaped pointers ({@code p[off]}, {@code *(p + off)},
 * {@code *p}, {@code ((float (*)[m]) p)[i][j]}) into subscripts on the pointer's logical shape ({@code p[i][j]}), so that every later
 * step (redirection to the device copy, bounds checks, shared memory) treats shaped pointers
 * exactly like static arrays (journal §5.7.1).
 *
 * <p>Per kernel and pointer, all or nothing: when every access's offset factors within the
 * dimensions ({@link IndexFactoring}, with the ranges of the enclosing loops), the pointer is used
 * with its full rank; otherwise it is used flat — each access {@code p[off]} over the allocation as
 * one dimension ({@link DeviceArray#flatView}) — with a warning at the first access that does not
 * factor, and an error when the allocated section does not cover the trailing dimensions entirely
 * (a flat offset could not then be mapped onto the device copy).  A constant copy has no flat view:
 * its accesses must all factor.
 */
public final class ShapedAccessPromotion {
    /** How a kernel sees one data variable, for the report. */
    public record View(String description) {
    }

    /** An access: the node to replace, its flat offset, and the subscripts when written through a cast that matches the shape. */
    private record Access(Expr node, Expr offset, List<Expr> direct) {
    }

    private final Exprs ex;
    private final ConstEval constants;
    private final Reporter reporter;
    private final CPrinter printer = CPrinter.readable();
    private java.util.function.BiFunction<Symbol, Node, List<Expr[]>> stated = (p, n) -> null;

    public ShapedAccessPromotion(Exprs ex, ConstEval constants, Reporter reporter) {
        this.ex = ex;
        this.constants = constants;
        this.reporter = reporter;
    }

    /**
     * Promotes the accesses in {@code kbody}; replaces the device arrays of pointers used flat by
     * their flat views.  Returns, per data variable, how the kernel uses it.
     */
    public Map<Symbol, View> run(Compound kbody, Map<Symbol, DeviceArray> arrays, String kernel, boolean flatAllowed) {
        return run(kbody, arrays, kernel, flatAllowed, (p, n) -> null);
    }

    /**
     * As above; {@code stated} gives, for a pointer and an access, the per-dimension intervals
     * {lo, hi} (null entries: none) that a directive covering the access states it lies in.
     */
    public Map<Symbol, View> run(Compound kbody, Map<Symbol, DeviceArray> arrays, String kernel, boolean flatAllowed,
                          java.util.function.BiFunction<Symbol, Node, List<Expr[]>> stated) {
        this.stated = stated;
        Map<Symbol, View> views = new LinkedHashMap<>();
        checkLayoutIsInvariant(kbody, arrays, kernel);
        for (Map.Entry<Symbol, DeviceArray> e : new ArrayList<>(arrays.entrySet())) {
            DeviceArray a = e.getValue();
            String shape = a.shape.describe(printer) + " (" + a.shape.origin() + ")";
            if (!a.shape.isFlat()) {
                views.put(e.getKey(), new View(shape + ", subscripts as written"));
                continue;
            }
            View v = promote(kbody, e.getKey(), a, arrays, kernel, shape, flatAllowed);
            if (v != null) {
                views.put(e.getKey(), v);
            }
        }
        return views;
    }

    /**
     * The kernel addresses the device copies with the host's section bounds and dimensions; a
     * variable they mention must therefore keep its host value in the kernel (a kernel parameter).
     */
    private void checkLayoutIsInvariant(Compound kbody, Map<Symbol, DeviceArray> arrays, String kernel) {
        Set<Symbol> written = CountedLoop.writtenIn(kbody);
        for (DeviceArray a : arrays.values()) {
            List<Expr> layout = new ArrayList<>(a.lo);
            layout.addAll(a.extent);
            layout.addAll(a.shape.dims);
            for (Expr e : layout) {
                for (Ident i : NodeWalker.collect(e, Ident.class)) {
                    if (i.symbol() != null && written.contains(i.symbol())) {
                        reporter.error(a.alloc.variable().pos(), "the layout of '" + a.host.name() + "' on the device ("
                                + a.allocText(printer) + ", " + a.shape.describe(printer) + ") uses '" + i.name()
                                + "', which kernel '" + kernel + "' assigns: the kernel would address the device copy with its own"
                                + " value of '" + i.name() + "'; use another variable in the kernel");
                        return;
                    }
                }
            }
        }
    }

    private View promote(Compound kbody, Symbol p, DeviceArray a, Map<Symbol, DeviceArray> arrays, String kernel, String shape,
                         boolean flatAllowed) {
        List<Access> accesses = new ArrayList<>();
        for (Ident use : NodeWalker.collect(kbody, Ident.class)) {
            if (use.symbol() != p) {
                continue;
            }
            Access acc = access(use, a.shape);
            if (acc == null) {
                reporter.error(use.pos(), "pointer '" + p.name() + "' may only be used in kernel '" + kernel
                        + "' to access its elements, as " + p.name() + "[offset], *(" + p.name() + " + offset) or through a cast"
                        + " to a pointer to rows with all subscripts, ((T (*)[d2]...) " + p.name() + ")[i1][i2]...");
                continue;
            }
            accesses.add(acc);
        }
        if (reporter.hasErrors()) {
            return null;
        }
        IndexFactoring factoring = new IndexFactoring();
        List<List<Expr>> subscripts = new ArrayList<>();
        Access failed = null;
        IndexFactoring.Factored why = null;
        for (Access acc : accesses) {
            if (acc.direct != null) {
                subscripts.add(acc.direct);
                continue;
            }
            IndexFactoring.Factored f = factoring.factor(acc.offset, a.shape.dims, SymbolicRanges.at(acc.node, constants),
                    stated.apply(p, acc.node));
            if (!f.ok()) {
                failed = acc;
                why = f;
                break;
            }
            subscripts.add(f.indices());
        }
        if (failed == null) {
            for (int k = 0; k < accesses.size(); k++) {
                replace(accesses.get(k), p, subscripts.get(k), a);
            }
            return new View(shape + ", accesses as " + p.name() + "[..]".repeat(a.rank())
                    + (a.rank() > 1 ? " (offsets factored)" : ""));
        }
        DeviceArray flat = flatAllowed ? a.flatView(ex) : null;
        String what = "the access " + printer.expr(failed.node) + " cannot be written as " + p.name()
                + "[..]".repeat(a.rank()) + " on the shape " + a.shape.describe(printer) + " (" + a.shape.origin()
                + "): in dimension " + why.failedDimension() + ", " + why.why();
        if (!flatAllowed) {
            reporter.error(failed.node.pos(), what + "; the " + a.alloc.memory().keyword() + " copy of '" + p.name()
                    + "' ('" + a.allocText(printer) + "') is read with subscripts, so every offset must factor; write it so"
                    + " that each subscript is provably within its dimension (loop bounds, guards)");
            return null;
        }
        if (flat == null && a.isPadded(ex)) {
            reporter.error(failed.node.pos(), what + "; the device copy of '" + p.name() + "' is pitched (its rows are padded"
                    + " for alignment), so every access must be written as subscripts on its shape; write the offset so that"
                    + " each subscript is provably within its dimension (loop bounds)");
            return null;
        }
        if (flat == null) {
            reporter.error(failed.node.pos(), what + "; a flat view of '" + p.name() + "' needs the allocated section to"
                    + " cover " + (a.rank() == 2 ? "dimension 2" : "dimensions 2 to " + a.rank()) + " entirely, which '" + a.allocText(printer) + "' does not; write the offset so that each subscript is provably within its"
                    + " dimension (loop bounds), or allocate whole rows");
            return null;
        }
        reporter.warning(failed.node.pos(), what + "; '" + p.name() + "' is therefore accessed as one flat dimension of "
                + printer.expr(flat.extent.get(0)) + " elements in kernel '" + kernel + "' (correct, but its accesses"
                + " are not checked per dimension and a shared directive cannot use a section of it)");
        for (Access acc : accesses) {
            replace(acc, p, List.of(acc.offset), a);
        }
        arrays.put(p, flat);
        return new View(shape + ", flat: accesses as " + p.name() + "[offset] over " + printer.expr(flat.extent.get(0))
                + " elements (an offset does not factor)");
    }

    /**
     * The access that {@code use} (the pointer) takes part in: {@code P[idx]} or {@code *P}
     * where P is the pointer plus or minus integer terms; null for any other use.
     */
    private Access access(Ident use, DataShape shapeOf) {
        Expr cur = use;
        List<Expr> terms = new ArrayList<>();
        List<Boolean> negative = new ArrayList<>();
        while (true) {
            Node parent = cur.parent();
            if (parent instanceof Paren pp) {
                cur = pp;
            } else if (parent instanceof Binary b && b.op().equals("+")) {
                Expr other = b.left() == cur ? b.right() : b.left();
                if (other.type() != null && !other.type().isInteger()) {
                    return null;
                }
                terms.add(other);
                negative.add(false);
                cur = b;
            } else if (parent instanceof Binary b && b.op().equals("-") && b.left() == cur) {
                if (b.right().type() != null && !b.right().type().isInteger()) {
                    return null;
                }
                terms.add(b.right());
                negative.add(true);
                cur = b;
            } else {
                break;
            }
        }
        Node parent = cur.parent();
        if (parent instanceof Cast c && terms.isEmpty()) {
            return castAccess(c, shapeOf);
        }
        Expr node;
        if (parent instanceof Index ix && ix.base() == cur) {
            terms.add(ix.index());
            negative.add(false);
            node = ix;
        } else if (parent instanceof Unary u && u.op().equals("*") && !u.isPostfix()) {
            node = u;
        } else {
            return null;
        }
        Expr off = null;
        for (int i = 0; i < terms.size(); i++) {
            Expr t = terms.get(i).copy();
            if (off == null) {
                off = negative.get(i) ? new Unary("-", Exprs.paren(t, 14), false) : t;
            } else {
                off = new Binary(negative.get(i) ? "-" : "+", off, Exprs.paren(t, 13));
            }
        }
        if (off == null) {
            off = Exprs.num(0);
        }
        off.at(node.pos());
        return new Access(node, off, null);
    }

    /**
     * {@code ((T (*)[d2]...[dn]) p)[i1][i2]...[in]}: a cast of the pointer to a pointer to rows,
     * then all n subscripts.  When the rows are the shape's trailing dimensions the subscripts are
     * the access's; otherwise their row-major offset is factored like any other.
     */
    private Access castAccess(Cast c, DataShape shape) {
        CType t = c.typeName() == null ? null : c.typeName().resolvedType();
        if (t == null || !(t.resolved() instanceof PointerType pt) || !(pt.pointee().resolved() instanceof ArrayType at)
                || !at.scalarElement().describe().equals(shape.element.describe())) {
            return null;
        }
        List<Expr> rows = new ArrayList<>();
        for (ArrayType d : at.dimensions()) {
            if (d.lengthExpr() == null) {
                return null;
            }
            rows.add(d.lengthExpr());
        }
        Expr cur = c;
        while (cur.parent() instanceof Paren pp) {
            cur = pp;
        }
        List<Expr> subs = new ArrayList<>();
        while (subs.size() < rows.size() + 1 && cur.parent() instanceof Index ix && ix.base() == cur) {
            subs.add(ix.index());
            cur = ix;
        }
        if (subs.size() != rows.size() + 1) {
            return null;
        }
        Expr off = null;
        for (int d = 0; d < subs.size(); d++) {
            Expr s = Exprs.wrap(subs.get(d));
            off = off == null ? s : ex.add(ex.mul(off, Exprs.wrap(rows.get(d - 1))), s);
        }
        off.at(cur.pos());
        boolean sameRows = rows.size() + 1 == shape.rank();
        for (int d = 0; sameRows && d < rows.size(); d++) {
            sameRows = ex.sameValue(rows.get(d), shape.dims.get(d + 1));
        }
        List<Expr> direct = null;
        if (sameRows) {
            direct = new ArrayList<>();
            for (Expr s : subs) {
                direct.add(s.copy());
            }
        }
        return new Access(cur, off, direct);
    }

    private void replace(Access acc, Symbol p, List<Expr> subscripts, DeviceArray a) {
        Ident base = new Ident(p.name());
        base.setSymbol(p);
        base.setType(p.type());
        Expr chain = base.at(acc.node.pos());
        for (Expr s : subscripts) {
            chain = new Index(chain, s).at(acc.node.pos());
        }
        chain.setType(a.element);
        NodeWalker.replace(acc.node, chain);
    }
}
