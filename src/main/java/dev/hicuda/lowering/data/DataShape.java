package dev.hicuda.lowering.data;

import dev.hicuda.analysis.affine.Exprs;

import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.analysis.VisibleShapes;
import dev.hicuda.analysis.HostArrayType;
import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.directive.ShapeDirective;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.type.*;

import java.util.ArrayList;
import java.util.List;

/**
 * The logical shape of a host data variable as the data directives see it: the dimensions and the
 * element type of a static array, or of a pointer to {@code malloc}'d memory as given by the
 * {@code shape} directive visible at the point of use ({@link VisibleShapes}).  Both are laid out in
 * row-major order from the variable's base address: {@code &A[0][0]} for an array, {@code p} for a
 * pointer.
 */
public final class DataShape {
    final Symbol symbol;
    /** Dimension sizes, outermost first, as written (copies, parenthesized unless primary). */
    final List<Expr> dims;
    /** The sizes that are compile-time constants (else null). */
    public final List<Long> dimValues;
    public final CType element;
    /** Specifiers that spell the element type (storage class and const removed). */
    public final DeclSpecs elementSpecs;
    /** The shape directive of a pointer; null for an array. */
    final DirectiveStmt shape;
    /** Whether the variable is written with one subscript per dimension (an array, {@code T (*p)[m]}, {@code T ***p}). */
    private final boolean subscripted;

    private DataShape(Symbol symbol, List<Expr> dims, List<Long> dimValues, CType element, DeclSpecs elementSpecs,
                      DirectiveStmt shape, boolean subscripted) {
        this.symbol = symbol;
        this.dims = dims;
        this.dimValues = dimValues;
        this.element = element;
        this.elementSpecs = elementSpecs;
        this.shape = shape;
        this.subscripted = subscripted;
    }

    /** Whether the variable is a pointer whose dimensions a shape gives. */
    public boolean isPointer() {
        return shape != null;
    }

    /**
     * Whether the variable is a pointer to elements accessed with flat offsets ({@code p[(i*m + j)]}),
     * which kernels promote to subscripts on the shape; false for arrays, pointers to arrays and
     * pointer grids ({@link HostArrayType}), which are written with their subscripts.
     */
    public boolean isFlat() {
        return !subscripted;
    }

    public int rank() {
        return dims.size();
    }

    /**
     * The shape of {@code s} as seen at {@code at}; reports an error at {@code where} and returns
     * null when {@code s} is neither an array with sized dimensions nor a pointer with a visible shape.
     */
    static DataShape of(Symbol s, Node at, SymbolTable symbols, Exprs ex, Reporter r, SourcePos where) {
        CType t = s.type();
        if (t != null && t.resolved() instanceof ArrayType at0) {
            List<ArrayType> ds = at0.dimensions();
            for (int d = 0; d < ds.size(); d++) {
                if (ds.get(d).lengthExpr() == null) {
                    r.error(where, "dimension " + (d + 1) + " of '" + s.name() + "' has no size");
                    return null;
                }
            }
            return ofArray(s, ex);
        }
        if (t != null && t.resolved() instanceof PointerType pt) {
            DirectiveStmt ds = VisibleShapes.at(s, at, symbols);
            if (ds == null) {
                r.error(where, "'" + s.name() + "' is a pointer (" + t.describe() + ") and no 'shape' directive is visible here;"
                        + " give the dimensions of the memory it points to with '#pragma hicuda shape " + s.name()
                        + "[...]' before this point, in this block or an enclosing one");
                return null;
            }
            ShapeDirective sh = (ShapeDirective) ds.directive();
            HostArrayType layout = HostArrayType.of(t);
            if (layout == null || layout.kind() != HostArrayType.Kind.FLAT && layout.rank() != sh.dims().size()) {
                r.error(where, "'shape " + s.name() + "' needs a pointer to array elements; '" + s.name() + "' has type " + t.describe());
                return null;
            }
            CType el = layout.element();
            List<Expr> dims = new ArrayList<>();
            List<Long> values = new ArrayList<>();
            for (Expr d : sh.dims()) {
                dims.add(Exprs.wrap(d));
                values.add(ex.value(d));
            }
            return new DataShape(s, dims, values, el, pointerElementSpecs(s, el), ds, layout.subscripted());
        }
        r.error(where, "'" + s.name() + "' is a " + (t == null ? "value of unknown type" : t.describe())
                + "; data directives take arrays and pointers with a 'shape' (scalars read in kernels are passed as kernel parameters)");
        return null;
    }

    /** The shape of a static array whose dimensions all have a size, else null (nothing reported). */
    public static DataShape ofArray(Symbol s, Exprs ex) {
        if (s.type() == null || !(s.type().resolved() instanceof ArrayType at)) {
            return null;
        }
        List<Expr> dims = new ArrayList<>();
        List<Long> values = new ArrayList<>();
        for (ArrayType d : at.dimensions()) {
            if (d.lengthExpr() == null) {
                return null;
            }
            dims.add(Exprs.wrap(d.lengthExpr()));
            values.add(d.length() != null ? d.length() : ex.value(d.lengthExpr()));
        }
        return new DataShape(s, dims, values, at.scalarElement(), arrayElementSpecs(s, at), null, true);
    }

    static DeclSpecs arrayElementSpecs(Symbol host, ArrayType at) {
        DeclSpecs specs = host.specs().withoutStorage();
        specs.remove("const");
        if (host.type() instanceof NamedType || host.specs().parts().stream()
                .anyMatch(p -> p.kind() == DeclSpecs.Kind.TYPEDEF_NAME && !(at.scalarElement() instanceof NamedType n
                        && n.name().equals(p.text())))) {
            // the specifiers name an array type (typedef float row_t[32]): spell the element type
            specs = spelled(at.scalarElement());
        }
        return specs;
    }

    private static DeclSpecs pointerElementSpecs(Symbol host, CType element) {
        if (host.type() instanceof NamedType) {
            return spelled(element); // typedef float *fptr; fptr p;
        }
        DeclSpecs specs = host.specs().withoutStorage();
        specs.remove("const");
        return specs;
    }

    private static DeclSpecs spelled(CType el) {
        return new DeclSpecs(List.of(new DeclSpecs.Part(el instanceof NamedType ? DeclSpecs.Kind.TYPEDEF_NAME
                : DeclSpecs.Kind.KEYWORD, el.describe(), null)));
    }

    /** The element offset of {@code [i1][i2]...} in row-major order: ((i1*d2 + i2)*d3 + i3)... */
    Expr linear(List<Expr> index, Exprs ex) {
        Expr lin = null;
        for (int d = 0; d < index.size(); d++) {
            lin = lin == null ? index.get(d) : ex.add(ex.mul(lin, dims.get(d).copy()), index.get(d));
        }
        return lin;
    }

    /**
     * The host address of element {@code start}: {@code &A[a][b]} for a variable written with its
     * subscripts (for a pointer grid, the grid is contiguous from {@code &A[0][0][0]}), {@code p +
     * (a*d2 + b)} for a pointer to elements.
     */
    String hostAddress(List<Expr> start, Exprs ex, CPrinter p) {
        if (!isFlat()) {
            StringBuilder sb = new StringBuilder("&" + symbol.name());
            for (Expr e : start) {
                sb.append('[').append(p.expr(e)).append(']');
            }
            return sb.toString();
        }
        List<Expr> copies = new ArrayList<>();
        for (Expr e : start) {
            copies.add(e.copy());
        }
        Expr off = linear(copies, ex);
        Long v = ex.value(off);
        return v != null && v == 0 ? symbol.name() : symbol.name() + " + " + p.expr(off, 13);
    }

    /** "float[n][m]" */
    String describe(CPrinter p) {
        StringBuilder sb = new StringBuilder(p.specs(elementSpecs, 0));
        for (Expr d : dims) {
            sb.append('[').append(p.expr(d)).append(']');
        }
        return sb.toString();
    }

    /** "shape at f.c:12" or "static array" */
    public String origin() {
        return shape == null ? "array" : "shape at " + shape.pos().file() + ":" + shape.pos().line();
    }
}
