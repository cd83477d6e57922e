package dev.hicuda.lowering.data;

import dev.hicuda.analysis.affine.Exprs;

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
 * The device copy of a host array or shaped pointer ({@link DataShape}) made by
 * {@code global alloc A[section]}: it holds only the section, in row-major order, so index d of a
 * host access becomes {@code i_d - lo_d} on the device.  When every
 * extent but the first is a compile-time constant the device array is typed as a pointer to
 * rows ({@code float (*A)[E1]}) and kernels keep multi-dimensional subscripts; otherwise it is
 * flat and subscripts are linearized.
 *
 * <p>A pitched copy (Mint's copies) pads its rows: the last dimension is stored with
 * {@link #storedExtent} elements, the extent rounded up to a multiple of {@link #ROW_ALIGNMENT}
 * bytes, so that every row starts at an aligned address (as cudaMallocPitch does; hicuda computes
 * the pitch itself, so that it is a compile-time constant whenever the extent is).
 */
public final class DeviceArray {
    /** Rows of a pitched copy start at multiples of this many bytes: one 128-byte cache line, four 32-byte sectors. */
    public static final int ROW_ALIGNMENT = 128;

    public final Symbol host;
    public final DataDirective alloc;
    public final List<Expr> lo = new ArrayList<>();
    public final List<Expr> extent = new ArrayList<>();
    final List<Long> extentValue = new ArrayList<>();
    final List<Expr> hostDims = new ArrayList<>();
    final CType element;
    final DeclSpecs elementSpecs;
    public final DataShape shape;
    public final boolean rows;
    /** For a flat view ({@link #flatView}): the allocation it views; else null. */
    public DeviceArray viewOf;
    /** The number of elements a row of the last dimension occupies: its extent, or more when pitched. */
    private Expr rowLength;
    private Long rowLengthValue;

    private DeviceArray(Symbol host, DataDirective alloc, DataShape shape, boolean rows) {
        this.host = host;
        this.alloc = alloc;
        this.shape = shape;
        this.element = shape.element;
        this.elementSpecs = shape.elementSpecs;
        this.rows = rows;
    }

    /** g_A for a global copy, t_A for the read-only copy made by a texture directive. */
    String deviceName() {
        return (alloc.memory() == DataDirective.Memory.TEXTURE ? "t_" : "g_") + host.name();
    }

    public int rank() {
        return extent.size();
    }

    /**
     * The layout of the section that {@code alloc} allocates of {@code host}, an array or a pointer
     * with a shape visible at the directive; reports an error and returns null otherwise.
     */
    static DeviceArray of(Symbol host, DataDirective alloc, Exprs ex, Reporter r, dev.hicuda.analysis.SymbolTable symbols) {
        DataShape shape = DataShape.of(host, alloc, symbols, ex, r, alloc.variable().pos());
        return shape == null ? null : of(shape, alloc, ex, r);
    }

    /**
     * Builds the layout of the section that {@code alloc} allocates of a variable of shape
     * {@code shape}, or reports an error and returns null.
     */
    static DeviceArray of(DataShape shape, DataDirective alloc, Exprs ex, Reporter r) {
        Symbol host = shape.symbol;
        Section sec = alloc.variable();
        if (sec.hasSection() && sec.dims().size() != shape.rank()) {
            r.error(sec.pos(), "section of '" + host.name() + "' has " + sec.dims().size() + " dimension"
                    + (sec.dims().size() == 1 ? "" : "s") + " but " + (shape.isPointer() ? "its shape (" + shape.origin() + ")" : "the array")
                    + " has " + shape.rank());
            return null;
        }
        boolean rows = shape.rank() >= 2;
        List<Expr> los = new ArrayList<>();
        List<Expr> exts = new ArrayList<>();
        for (int d = 0; d < shape.rank(); d++) {
            Section.Range range = sec.hasSection() ? sec.dims().get(d) : Section.Range.all();
            Expr lo;
            Expr ext;
            if (range.isAll()) {
                lo = Exprs.num(0);
                ext = shape.dims.get(d).copy();
            } else {
                lo = Exprs.wrap(range.start());
                ext = ex.simplified(ex.add(ex.sub(Exprs.wrap(range.end()), lo), Exprs.num(1)));
                Long a = ex.value(range.start());
                Long b = ex.value(range.end());
                Long len = shape.dimValues.get(d);
                if (a != null && b != null && (a < 0 || b < a || len != null && b >= len)) {
                    r.error(range.start().pos(), "section [" + a + ":" + b + "] is out of the bounds [0:"
                            + (len == null ? "?" : len - 1) + "] of dimension " + (d + 1) + " of '" + host.name() + "'");
                    return null;
                }
            }
            los.add(lo);
            exts.add(ext);
            if (d >= 1 && ex.value(ext) == null) {
                rows = false;
            }
        }
        Expr rowLength = exts.get(exts.size() - 1);
        Long esize = shape.element.size();
        if (alloc.pitched() && shape.rank() >= 2 && esize != null && esize > 0 && ROW_ALIGNMENT % esize == 0
                && ROW_ALIGNMENT / esize > 1) {
            long per = ROW_ALIGNMENT / esize;
            rowLength = ex.simplified(ex.mul(ex.div(ex.add(rowLength.copy(), Exprs.num(per - 1)), Exprs.num(per)), Exprs.num(per)));
            if (ex.value(rowLength) == null) {
                rows = false;
            }
        }
        DeviceArray a = new DeviceArray(host, alloc, shape, rows);
        a.lo.addAll(los);
        a.extent.addAll(exts);
        for (Expr e : exts) {
            a.extentValue.add(ex.value(e));
        }
        a.rowLength = rowLength;
        a.rowLengthValue = ex.value(rowLength);
        for (Expr d : shape.dims) {
            a.hostDims.add(d.copy());
        }
        return a;
    }

    /**
     * This allocation seen as one flat dimension over the shape's row-major layout (for a kernel
     * whose accesses to a shaped pointer do not all factor into subscripts): valid only when the
     * section covers its trailing dimensions entirely, so that it is one contiguous run of
     * elements; null otherwise.
     */
    DeviceArray flatView(Exprs ex) {
        if (!wholeTrailing(ex) || isPadded(ex)) {
            return null;
        }
        DeviceArray f = new DeviceArray(host, alloc, shape, false);
        Expr inner = Exprs.num(1);
        for (int d = 1; d < rank(); d++) {
            inner = ex.mul(inner, shape.dims.get(d).copy());
        }
        f.lo.add(ex.mul(lo.get(0).copy(), inner.copy()));
        f.extent.add(ex.mul(extent.get(0).copy(), inner));
        f.extentValue.add(ex.value(f.extent.get(0)));
        f.hostDims.add(count(ex));
        f.viewOf = this;
        f.rowLength = f.extent.get(0);
        f.rowLengthValue = f.extentValue.get(0);
        return f;
    }

    /** Whether the section covers dimensions 2..n entirely ([*] or provably [0:size-1]). */
    boolean wholeTrailing(Exprs ex) {
        Section sec = alloc.variable();
        for (int d = 1; d < rank(); d++) {
            if (!sec.hasSection() || sec.dims().get(d).isAll()) {
                continue;
            }
            Section.Range r = sec.dims().get(d);
            if (!ex.sameValue(r.start(), Exprs.num(0)) || !ex.sameValue(r.end(), ex.sub(shape.dims.get(d).copy(), Exprs.num(1)))) {
                return false;
            }
        }
        return true;
    }

    /** The argument that passes the device copy to a kernel whose parameter is {@link #declarator}. */
    public Expr argument() {
        if (viewOf != null && viewOf.rows) {
            return new dev.hicuda.ir.expr.Cast(new TypeName(elementSpecs.copy(),
                    new PointerDeclarator(List.of(), new NameDeclarator(null))), Exprs.id(deviceName()));
        }
        return Exprs.id(deviceName());
    }

    /** A declarator for a pointer to this device array's storage, named {@code name}. */
    Declarator declarator(String name) {
        return declarator(name, List.of());
    }

    /** A declarator for a pointer with {@code qualifiers} ({@code __restrict__}) to this device array's storage. */
    public Declarator declarator(String name, List<String> qualifiers) {
        Declarator d = new PointerDeclarator(qualifiers, new NameDeclarator(name));
        if (rows) {
            for (int k = 1; k < rank(); k++) {
                d = new ArrayDeclarator(d, Exprs.num(storedExtentValue(k)), List.of());
            }
        }
        return d;
    }

    /** The elements dimension d occupies in device memory: its extent, or the padded row length for the last one. */
    public Expr storedExtent(int d) {
        return d == rank() - 1 ? rowLength.copy() : extent.get(d).copy();
    }

    Long storedExtentValue(int d) {
        return d == rank() - 1 ? rowLengthValue : extentValue.get(d);
    }

    /** Whether the rows are stored longer than they are (a pitched copy whose extent is not already aligned). */
    public boolean isPadded(Exprs ex) {
        return !ex.sameValue(rowLength, extent.get(rank() - 1));
    }

    /** "float (*g_A)[64]" or "float *g_A". */
    String declaration(String name, CPrinter p) {
        return p.specs(elementSpecs, 0) + " " + p.declarator(declarator(name));
    }

    /** The allocating directive's variable as written: "A[0:N-1][*]". */
    public String allocText(CPrinter p) {
        StringBuilder sb = new StringBuilder(alloc.variable().name());
        if (alloc.variable().hasSection()) {
            for (Section.Range r : alloc.variable().dims()) {
                sb.append('[').append(r.isAll() ? "*" : r.isSingle() ? p.expr(r.start())
                        : p.expr(r.start()) + ":" + p.expr(r.end())).append(']');
            }
        }
        return alloc.memory().keyword() + " " + alloc.action().name().toLowerCase() + " " + sb;
    }

    /** Number of elements the device copy occupies (padding included). */
    Expr count(Exprs ex) {
        Expr c = Exprs.num(1);
        for (int d = 0; d < rank(); d++) {
            c = ex.mul(c, storedExtent(d));
        }
        return c;
    }
}
