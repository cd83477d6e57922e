package dev.hicuda.analysis.dependence;

import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.analysis.VisibleShapes;
import dev.hicuda.analysis.affine.Poly;
import dev.hicuda.analysis.dependence.LinearSpace.Lin;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.directive.ShapeDirective;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.type.ArrayType;
import dev.hicuda.ir.type.CType;
import dev.hicuda.ir.type.PointerType;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Whether two accesses to the same array, in two different iterations of a partitioned loop, can
 * touch the same element. Each subscript is an equation between the two iterations' linear forms
 * ({@link IterationForms}); with the bounds of the loops, the bounds of the array's dimensions (C
 * requires a subscript of an array to stay inside its dimension) and "the iterations differ", it
 * makes an {@link IntegerSystem}. A subscript with products of a loop variable and a symbol, such as
 * the flat offset {@code (k*ny + j)*nx + i}, is split along its strides, smallest first: {@code
 * q*nx + r} with r linear, when the system proves |r1 - r2| &lt; nx (then q1*nx + r1 = q2*nx + r2
 * holds exactly when r1 = r2 and q1 = q2). A subscript that cannot be written as linear equations is
 * left out, which can only add solutions: the answer is then "may depend".
 */
final class DependenceTest {
    enum Result { INDEPENDENT, MAY_DEPEND, DEPENDS }

    private static final dev.hicuda.ir.print.CPrinter PRINT = dev.hicuda.ir.print.CPrinter.canonical();

    private final PartitionedLoop ctx;
    private final SymbolTable symbols;
    private String why;

    DependenceTest(PartitionedLoop ctx, SymbolTable symbols) {
        this.ctx = ctx;
        this.symbols = symbols;
    }

    /** Why the last test that answered {@link Result#MAY_DEPEND} could not decide. */
    String why() {
        return why;
    }

    /** Whether {@code a} in one iteration and {@code b} in another can touch the same element. */
    Result test(Access a, Access b) {
        why = null;
        Result worst = Result.INDEPENDENT;
        for (int order : a == b ? new int[] {1} : new int[] {1, -1}) {
            Result r = test(a, b, order);
            if (r.ordinal() > worst.ordinal()) {
                worst = r;
            }
            if (worst == Result.DEPENDS) {
                break;
            }
        }
        return worst;
    }

    private Result test(Access a, Access b, int order) {
        try {
            LinearSpace space = new LinearSpace();
            IterationForms f1 = new IterationForms(ctx, space, 1);
            IterationForms f2 = new IterationForms(ctx, space, 2);
            Lin k1 = f1.iterationNumber();
            Lin k2 = f2.iterationNumber();
            space.atLeastZero(k2.minus(k1).scale(order).plus(-1));
            List<Poly> da = dims(a, f1, space);
            List<Poly> db = dims(b, f2, space);
            boolean exact = da.size() == db.size();
            if (!exact) {
                why = "'" + a.symbol().name() + "' is accessed with " + da.size() + " and " + db.size() + " subscripts";
            }
            for (int d = 0; d < Math.min(da.size(), db.size()); d++) {
                if (da.get(d) == null || db.get(d) == null) {
                    exact = false;
                    why = "a subscript of '" + a.symbol().name() + "' is not an integer expression free of side effects";
                } else if (!equation(da.get(d), a.node(), f1, db.get(d), b.node(), f2, space, strides(a))) {
                    exact = false;
                    Expr sub = f1.form(da.get(d), a.node()) == null ? a.subscripts().get(d) : b.subscripts().get(d);
                    why = why != null && why.startsWith("the part") ? "in the subscript '" + PRINT.expr(sub) + "', " + why
                            : "the subscript '" + PRINT.expr(sub) + "' is not an affine function of the loop variables";
                }
            }
            guards(a, f1, space);
            guards(b, f2, space);
            if (!space.mayHold()) {
                return Result.INDEPENDENT;
            }
            return exact ? Result.DEPENDS : Result.MAY_DEPEND;
        } catch (ArithmeticException overflow) {
            return Result.MAY_DEPEND;
        }
    }

    /**
     * The conditions under which the access runs, as constraints: each comparison of integer
     * expressions among the {@code &&}-conjuncts of an {@code if} (or {@code ?:}) in the loop body whose
     * then-branch contains the access, or the negated comparison of one whose else-branch does, and the
     * left operand of an {@code &&} whose right operand contains it.
     */
    private void guards(Access a, IterationForms f, LinearSpace space) {
        for (Node child = a.node(), p = child.parent(); p != null && child != ctx.loop.body(); child = p, p = p.parent()) {
            Expr cond = null;
            boolean negated = false;
            if (p instanceof dev.hicuda.ir.stmt.If i) {
                cond = i.cond();
                negated = child == i.otherwise();
                if (child != i.then() && !negated) {
                    cond = null;
                }
            } else if (p instanceof dev.hicuda.ir.expr.Conditional c && child != c.cond()) {
                cond = c.cond();
                negated = child != c.then();
            } else if (p instanceof dev.hicuda.ir.expr.Binary b && b.op().equals("&&") && child == b.right()) {
                cond = b.left();
            }
            if (cond == null || dev.hicuda.analysis.affine.PolyReader.hasSideEffects(cond)) {
                continue;
            }
            List<Expr> conjuncts = new ArrayList<>();
            conjuncts(cond, conjuncts);
            if (negated && conjuncts.size() != 1) {
                continue;
            }
            for (Expr c : conjuncts) {
                comparison(c, negated, a.node(), f, space);
            }
        }
    }

    private static void conjuncts(Expr e, List<Expr> out) {
        e = dev.hicuda.ir.expr.Paren.strip(e);
        if (e instanceof dev.hicuda.ir.expr.Binary b && b.op().equals("&&")) {
            conjuncts(b.left(), out);
            conjuncts(b.right(), out);
        } else {
            out.add(e);
        }
    }

    private void comparison(Expr c, boolean negated, Node at, IterationForms f, LinearSpace space) {
        if (c instanceof dev.hicuda.ir.expr.Unary u && u.op().equals("!") && !u.isPostfix()) {
            comparison(dev.hicuda.ir.expr.Paren.strip(u.operand()), !negated, at, f, space);
            return;
        }
        if (!(c instanceof dev.hicuda.ir.expr.Binary b)) {
            return;
        }
        String op = b.op();
        if (negated) {
            op = switch (op) {
                case "<" -> ">=";
                case "<=" -> ">";
                case ">" -> "<=";
                case ">=" -> "<";
                case "==" -> "!=";
                case "!=" -> "==";
                default -> null;
            };
        }
        if (op == null || !List.of("<", "<=", ">", ">=", "==", "!=").contains(op)) {
            return;
        }
        Lin l = f.form(b.left(), at);
        Lin r = f.form(b.right(), at);
        if (l == null || r == null) {
            return;
        }
        Lin d = r.minus(l); // r - l
        switch (op) {
            case "<" -> space.atLeastZero(d.plus(-1));
            case "<=" -> space.atLeastZero(d);
            case ">" -> space.atLeastZero(d.scale(-1).plus(-1));
            case ">=" -> space.atLeastZero(d.scale(-1));
            case "==" -> space.equal(d);
            default -> space.notZero(d);
        }
    }

    /** Adds p1 (iteration 1) = p2 (iteration 2) to the space; false when it cannot be written as linear equations. */
    private boolean equation(Poly p1, Node at1, IterationForms f1, Poly p2, Node at2, IterationForms f2, LinearSpace space,
                             List<Poly> shapeStrides) {
        Lin l1 = f1.form(p1, at1);
        Lin l2 = f2.form(p2, at2);
        if (l1 != null && l2 != null) {
            space.equal(l1.minus(l2));
            return true;
        }
        for (Poly m : strides(p1, at1, f1, p2, at2, f2, shapeStrides)) {
            Poly[] qr1 = p1.divideByMonomial(m);
            Poly[] qr2 = p2.divideByMonomial(m);
            if (qr1 == null || qr2 == null || qr1[0].isZero() && qr2[0].isZero()) {
                continue;
            }
            Lin r1 = f1.form(qr1[1], at1);
            Lin r2 = f2.form(qr2[1], at2);
            Lin stride = f1.form(m, at1);
            if (r1 == null || r2 == null || stride == null) {
                continue;
            }
            Lin diff = r1.minus(r2);
            // |r1 - r2| < stride and stride >= 1, so q1*stride + r1 = q2*stride + r2 iff r1 = r2 and q1 = q2
            if (space.mayHold(stride.scale(-1)) || space.mayHold(diff.minus(stride)) || space.mayHold(diff.scale(-1).minus(stride))) {
                List<Poly.Atom> order = ctx.reader.appearance();
                why = "the part '" + PRINT.expr(qr1[1].toExpr(order)) + "' is not provably smaller than the stride '"
                        + PRINT.expr(m.toExpr(order)) + "'";
                return false;
            }
            space.equal(diff);
            return equation(qr1[0], at1, f1, qr2[0], at2, f2, space, shapeStrides);
        }
        return false;
    }

    /** The strides to split a non-linear subscript by: the shape's, else the symbols that multiply loop variables; smallest first. */
    private static List<Poly> strides(Poly p1, Node at1, IterationForms f1, Poly p2, Node at2, IterationForms f2, List<Poly> shape) {
        Set<Poly> out = new LinkedHashSet<>(shape);
        List<Poly> derived = new ArrayList<>();
        for (Object[] side : new Object[][] {{p1, at1, f1}, {p2, at2, f2}}) {
            Poly p = (Poly) side[0];
            for (Map.Entry<List<Poly.Atom>, Long> t : p.terms().entrySet()) {
                Poly inv = Poly.constant(1);
                boolean varying = false;
                boolean any = false;
                for (Poly.Atom a : t.getKey()) {
                    if (((IterationForms) side[2]).invariant(a, (Node) side[1])) {
                        inv = inv.times(Poly.of(a));
                        any = true;
                    } else {
                        varying = true;
                    }
                }
                if (varying && any && !derived.contains(inv)) {
                    derived.add(inv);
                }
            }
        }
        derived.sort(Comparator.comparingInt((Poly q) -> q.terms().keySet().iterator().next().size()).thenComparing(Poly::toString));
        out.addAll(derived);
        return new ArrayList<>(out);
    }

    /** The extents of a shaped pointer's inner dimensions, innermost first (the strides of its flat offset). */
    private List<Poly> strides(Access a) {
        DirectiveStmt sh = a.symbol().type() != null && a.symbol().type().isPointer() ? VisibleShapes.at(a.symbol(), a.node(), symbols)
                : null;
        List<Poly> out = new ArrayList<>();
        if (sh == null) {
            return out;
        }
        List<Expr> dims = ((ShapeDirective) sh.directive()).dims();
        Poly stride = Poly.constant(1);
        for (int d = dims.size() - 1; d >= 1; d--) {
            Poly e = ctx.reader.read(dims.get(d));
            if (e == null) {
                break;
            }
            stride = stride.times(e);
            if (stride.isMonomial()) {
                out.add(stride);
            }
        }
        return out;
    }

    /**
     * The subscripts of an access as polynomials, one per dimension (null where a subscript is not an
     * integer expression); adds 0 &lt;= subscript &lt; extent for the dimensions of an array whose
     * extent is known.
     */
    private List<Poly> dims(Access a, IterationForms f, LinearSpace space) {
        List<Expr> extents = extents(a.symbol().type());
        List<Poly> out = new ArrayList<>();
        for (int d = 0; d < a.subscripts().size(); d++) {
            Poly p = ctx.reader.read(a.subscripts().get(d));
            out.add(p);
            Expr ext = d < extents.size() ? extents.get(d) : null;
            Lin s = ext == null ? null : f.form(p, a.node());
            Lin n = ext == null ? null : f.form(ext, a.node());
            if (s != null && n != null) {
                space.atLeastZero(s);
                space.atLeastZero(n.minus(s).plus(-1));
            }
        }
        return out;
    }

    /** The lengths of the dimensions that C bounds for a variable of type {@code t} (null for a pointer's first). */
    private static List<Expr> extents(CType t) {
        List<Expr> out = new ArrayList<>();
        CType r = t == null ? null : t.resolved();
        if (r instanceof PointerType p) {
            out.add(null);
            r = p.pointee().resolved();
        }
        if (r instanceof ArrayType at) {
            for (ArrayType d : at.dimensions()) {
                out.add(d.lengthExpr());
            }
        }
        return out;
    }
}
