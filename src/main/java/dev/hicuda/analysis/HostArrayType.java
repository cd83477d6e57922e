package dev.hicuda.analysis;

import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.type.ArrayType;
import dev.hicuda.ir.type.CType;
import dev.hicuda.ir.type.FunctionType;
import dev.hicuda.ir.type.PointerType;

import java.util.ArrayList;
import java.util.List;

/**
 * How the C type of a host variable addresses a row-major array of elements, for the directives
 * that copy it to the device:
 * <ul>
 * <li>{@link Kind#ARRAY}: a C array {@code T a[n][m]}: every dimension in the type;</li>
 * <li>{@link Kind#ROWS}: a pointer to arrays {@code T (*p)[n][m]}: all but the outermost;</li>
 * <li>{@link Kind#GRID}: a pointer to pointers {@code T ***p} indexed {@code p[i][j][k]}, taken to
 *     point to a contiguous grid, as Mint's examples allocate them (the elements from
 *     {@code &p[0][0][0]} on, row-major): none of the dimensions;</li>
 * <li>{@link Kind#FLAT}: a pointer to elements {@code T *p}, indexed by flat offsets.</li>
 * </ul>
 * The number of subscripts the type takes is {@link #rank()}; for FLAT the array's rank comes from
 * elsewhere (a {@code shape} directive or a Mint copy's sizes).
 */
public record HostArrayType(Kind kind, int rank, CType element, List<Expr> typeDims) {
    public enum Kind { ARRAY, ROWS, GRID, FLAT }

    /** The layout of a variable of type {@code t}, or null when it is not an array or a pointer to data. */
    public static HostArrayType of(CType t) {
        if (t == null) {
            return null;
        }
        CType r = t.resolved();
        if (r instanceof ArrayType at) {
            List<Expr> dims = new ArrayList<>();
            for (ArrayType d : at.dimensions()) {
                dims.add(d.lengthExpr());
            }
            return data(at.scalarElement()) ? new HostArrayType(Kind.ARRAY, dims.size(), at.scalarElement(), dims) : null;
        }
        if (!(r instanceof PointerType pt)) {
            return null;
        }
        CType pointee = pt.pointee().resolved();
        if (pointee instanceof ArrayType at) {
            List<Expr> dims = new ArrayList<>();
            dims.add(null);
            for (ArrayType d : at.dimensions()) {
                dims.add(d.lengthExpr());
            }
            return data(at.scalarElement()) ? new HostArrayType(Kind.ROWS, dims.size(), at.scalarElement(), dims) : null;
        }
        int depth = 1;
        CType el = pt.pointee();
        while (el.resolved() instanceof PointerType inner) {
            depth++;
            el = inner.pointee();
        }
        if (!data(el)) {
            return null;
        }
        List<Expr> dims = new ArrayList<>();
        for (int k = 0; k < depth; k++) {
            dims.add(null);
        }
        return new HostArrayType(depth == 1 ? Kind.FLAT : Kind.GRID, depth, el, dims);
    }

    private static boolean data(CType el) {
        CType r = el.resolved();
        return !r.isVoid() && !(r instanceof FunctionType) && !(r instanceof ArrayType) && !(r instanceof PointerType);
    }

    /** {@code t} as C spells a type name: {@code double ***}, {@code float (*)[16][16]}, {@code int[4][8]}. */
    public static String spell(CType t) {
        return spell(t, "");
    }

    private static String spell(CType t, String inner) {
        if (t instanceof PointerType p) {
            return spell(p.pointee(), p.pointee().resolved() instanceof ArrayType && !(p.pointee() instanceof dev.hicuda.ir.type.NamedType)
                    ? "(*" + inner + ")" : "*" + inner);
        }
        if (t instanceof ArrayType a) {
            return spell(a.element(), inner + "[" + (a.length() == null ? "" : a.length()) + "]");
        }
        return t.describe() + (inner.isEmpty() ? "" : inner.startsWith("[") ? inner : " " + inner);
    }

    /** Whether the variable is written with one subscript per dimension ({@code p[i][j][k]}), not with flat offsets. */
    public boolean subscripted() {
        return kind != Kind.FLAT;
    }
}
