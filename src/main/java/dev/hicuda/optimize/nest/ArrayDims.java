package dev.hicuda.optimize.nest;

import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.analysis.VisibleShapes;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.directive.ShapeDirective;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.type.ArrayType;
import dev.hicuda.ir.type.CType;
import dev.hicuda.ir.type.PointerType;

import java.util.ArrayList;
import java.util.List;

/**
 * The logical dimensions of an array where it is used: a C array's lengths, or the sizes of the
 * {@code shape} directive visible for a pointer (outermost first); null when not known (a pointer
 * without a shape, an array of unknown length).  {@link #shaped()} says whether the dimensions come
 * from a shape (the accesses are then flat offsets, {@code p[e]}).
 */
public record ArrayDims(List<Expr> dims, boolean shaped, CType element) {

    public static ArrayDims of(Symbol array, Node at, SymbolTable symbols) {
        CType t = array.type() == null ? null : array.type().resolved();
        if (t instanceof ArrayType a) {
            List<Expr> dims = new ArrayList<>();
            for (ArrayType d : a.dimensions()) {
                if (d.lengthExpr() == null) {
                    return null;
                }
                dims.add(d.lengthExpr());
            }
            return new ArrayDims(dims, false, a.scalarElement());
        }
        if (t instanceof PointerType p && !(p.pointee().resolved() instanceof PointerType)
                && !(p.pointee().resolved() instanceof ArrayType)) {
            DirectiveStmt d = VisibleShapes.at(array, at, symbols);
            if (d != null && d.directive() instanceof ShapeDirective sh) {
                return new ArrayDims(sh.dims(), true, p.pointee());
            }
        }
        return null;
    }

    public int rank() {
        return dims.size();
    }

    /** Bytes of one element, or null. */
    public Long elementSize() {
        return element.size();
    }
}
