package dev.hicuda.lowering.data;

import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.symbol.Symbol;

import java.util.function.UnaryOperator;

/**
 * Where device code finds the data a name stands for (journal §5.7.2, access redirection): a
 * device copy in global memory, one read through the read-only (texture) path, or a copy in the
 * constant pool, each with its layout.  A kernel's bindings come from the data directives that reach
 * it; a function called from the kernel receives them for its parameters (and the file-scope
 * arrays it uses) in its own terms ({@link #seenAs}).
 */
public final class DataBinding {
    /** The memory a binding reads and writes. */
    public enum Kind { GLOBAL, TEXTURE, CONSTANT }

    private final Kind kind;
    private final DeviceArray layout;
    private final ConstantVariable constant;

    private DataBinding(Kind kind, DeviceArray layout, ConstantVariable constant) {
        this.kind = kind;
        this.layout = layout;
        this.constant = constant;
    }

    /** A device copy in global memory, or a textured one. */
    public static DataBinding of(DeviceArray a) {
        return new DataBinding(a.alloc.memory() == DataDirective.Memory.TEXTURE ? Kind.TEXTURE : Kind.GLOBAL, a, null);
    }

    static DataBinding constant(ConstantVariable v) {
        return new DataBinding(Kind.CONSTANT, v.layout, v);
    }

    public Kind kind() {
        return kind;
    }

    /** The layout of the copy (for a constant copy, the layout its view is read with). */
    public DeviceArray layout() {
        return layout;
    }

    ConstantVariable constantVariable() {
        return constant;
    }

    /**
     * The binding as variable {@code to} sees it: {@code subscripted} whether {@code to} is written with
     * one subscript per dimension; {@code map} takes the layout's expressions into its terms.
     */
    public DataBinding seenAs(Symbol to, UnaryOperator<Expr> map, boolean subscripted) {
        DeviceArray a = layout.seenAs(layout.shape.seenAs(to, map, subscripted), map);
        return new DataBinding(kind, a, constant == null ? null : constant.seenAs(a));
    }

    /**
     * How the copy is named in generated names: g_A (global), t_A (texture) after the variable that
     * sees it, or the constant copy's view (c_A).
     */
    public String describe() {
        return kind == Kind.CONSTANT ? constant.view : (kind == Kind.TEXTURE ? "t_" : "g_") + layout.host.name();
    }

    /** A canonical text of everything that decides the code reading through this binding (for telling contexts apart). */
    public String key(CPrinter p) {
        StringBuilder sb = new StringBuilder(kind.name()).append(':').append(p.specs(layout.elementSpecs, 0));
        if (constant != null) {
            sb.append(':').append(constant.view);
        }
        sb.append(layout.rows ? ":rows" : ":flat").append(layout.shape.isFlat() ? ":offsets" : ":subscripts");
        for (Expr e : layout.layoutExpressions()) {
            sb.append(':').append(p.expr(e));
        }
        for (Expr e : layout.shape.dims) {
            sb.append(':').append(p.expr(e));
        }
        return sb.toString();
    }

    /** Whether an expression of the layout is a compile-time constant (it needs no value from the caller). */
    public static boolean constant(Expr e, Exprs ex) {
        return ex.value(e) != null;
    }
}
