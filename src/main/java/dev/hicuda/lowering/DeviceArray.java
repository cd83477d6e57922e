package dev.hicuda.lowering;

import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.decl.*;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.directive.Section;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.type.ArrayType;
import dev.hicuda.ir.type.CType;

import java.util.ArrayList;
import java.util.List;

/**
 * The device copy of a host array made by {@code global alloc A[section]}: it holds only the
 * section, so index d of a host access becomes {@code i_d - lo_d} on the device.  When every
 * extent but the first is a compile-time constant the device array is typed as a pointer to
 * rows ({@code float (*A)[E1]}) and kernels keep multi-dimensional subscripts; otherwise it is
 * flat and subscripts are linearized.
 */
final class DeviceArray {
    final Symbol host;
    final DataDirective alloc;
    final List<Expr> lo = new ArrayList<>();
    final List<Expr> extent = new ArrayList<>();
    final List<Long> extentValue = new ArrayList<>();
    final List<Expr> hostDims = new ArrayList<>();
    final CType element;
    final DeclSpecs elementSpecs;
    final boolean rows;

    private DeviceArray(Symbol host, DataDirective alloc, CType element, DeclSpecs specs, boolean rows) {
        this.host = host;
        this.alloc = alloc;
        this.element = element;
        this.elementSpecs = specs;
        this.rows = rows;
    }

    /** g_A for a global copy, t_A for the read-only copy made by a texture directive. */
    String deviceName() {
        return (alloc.memory() == DataDirective.Memory.TEXTURE ? "t_" : "g_") + host.name();
    }

    int rank() {
        return extent.size();
    }

    /** Builds the layout, or reports an error and returns null. */
    static DeviceArray of(Symbol host, DataDirective alloc, Exprs ex, Reporter r) {
        CType t = host.type();
        if (!(t.resolved() instanceof ArrayType at)) {
            r.error(alloc.variable().pos(), "'" + host.name() + "' is a " + t.describe()
                    + (t.isPointer() ? "; pointers need a 'shape' directive giving their dimensions (not supported yet)"
                    : "; global directives take arrays (scalars read in kernels are passed as kernel parameters)"));
            return null;
        }
        List<ArrayType> dims = at.dimensions();
        Section sec = alloc.variable();
        if (sec.hasSection() && sec.dims().size() != dims.size()) {
            r.error(sec.pos(), "section of '" + host.name() + "' has " + sec.dims().size() + " dimension"
                    + (sec.dims().size() == 1 ? "" : "s") + " but the array has " + dims.size());
            return null;
        }
        boolean rows = dims.size() >= 2;
        List<Expr> los = new ArrayList<>();
        List<Expr> exts = new ArrayList<>();
        for (int d = 0; d < dims.size(); d++) {
            ArrayType dim = dims.get(d);
            Section.Range range = sec.hasSection() ? sec.dims().get(d) : Section.Range.all();
            Expr size = dim.lengthExpr();
            if (size == null) {
                r.error(sec.pos(), "dimension " + (d + 1) + " of '" + host.name() + "' has no size");
                return null;
            }
            Expr lo;
            Expr ext;
            if (range.isAll()) {
                lo = Exprs.num(0);
                ext = Exprs.wrap(size);
            } else {
                lo = Exprs.wrap(range.start());
                ext = ex.add(ex.sub(Exprs.wrap(range.end()), lo), Exprs.num(1));
                Long a = ex.value(range.start());
                Long b = ex.value(range.end());
                if (a != null && b != null && (a < 0 || b < a || dim.length() != null && b >= dim.length())) {
                    r.error(range.start().pos(), "section [" + a + ":" + b + "] is out of the bounds [0:"
                            + (dim.length() == null ? "?" : dim.length() - 1) + "] of dimension " + (d + 1) + " of '" + host.name() + "'");
                    return null;
                }
            }
            los.add(lo);
            exts.add(ext);
            if (d >= 1 && ex.value(ext) == null) {
                rows = false;
            }
        }
        DeclSpecs specs = elementSpecsOf(host, at);
        DeviceArray a = new DeviceArray(host, alloc, at.scalarElement(), specs, rows);
        a.lo.addAll(los);
        a.extent.addAll(exts);
        for (Expr e : exts) {
            a.extentValue.add(ex.value(e));
        }
        for (ArrayType dim : dims) {
            a.hostDims.add(Exprs.wrap(dim.lengthExpr()));
        }
        return a;
    }

    /**
     * The declaration specifiers of the elements of array {@code host} of type {@code at}, without
     * storage class or const; spelled out when the specifiers name an array type
     * ({@code typedef float row_t[32]}).
     */
    static DeclSpecs elementSpecsOf(Symbol host, ArrayType at) {
        DeclSpecs specs = host.specs().withoutStorage();
        specs.remove("const");
        if (host.type() instanceof dev.hicuda.ir.type.NamedType || host.specs().parts().stream()
                .anyMatch(p -> p.kind() == DeclSpecs.Kind.TYPEDEF_NAME && !(at.scalarElement() instanceof dev.hicuda.ir.type.NamedType n
                        && n.name().equals(p.text())))) {
            // the specifiers name an array type (typedef float row_t[32]): spell the element type
            CType el = at.scalarElement();
            specs = new DeclSpecs(List.of(new DeclSpecs.Part(el instanceof dev.hicuda.ir.type.NamedType
                    ? DeclSpecs.Kind.TYPEDEF_NAME : DeclSpecs.Kind.KEYWORD, el.describe(), null)));
        }
        return specs;
    }

    /** A declarator for a pointer to this device array's storage, named {@code name}. */
    Declarator declarator(String name) {
        Declarator d = new PointerDeclarator(List.of(), new NameDeclarator(name));
        if (rows) {
            for (int k = 1; k < rank(); k++) {
                d = new ArrayDeclarator(d, Exprs.num(extentValue.get(k)), List.of());
            }
        }
        return d;
    }

    /** "float (*g_A)[64]" or "float *g_A". */
    String declaration(String name, CPrinter p) {
        return p.specs(elementSpecs, 0) + " " + p.declarator(declarator(name));
    }

    /** Number of elements of the device copy. */
    Expr count(Exprs ex) {
        Expr c = Exprs.num(1);
        for (Expr e : extent) {
            c = ex.mul(c, e);
        }
        return c;
    }
}
