package dev.hicuda.lowering.data;

import dev.hicuda.analysis.affine.Exprs;

import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.DirectiveStmt;

import java.util.List;

/**
 * The constant-memory copy made by one {@code constant copyin A[section]} directive: the
 * section's layout (through {@link DeviceArray}, like a global copy: index d of a host access
 * becomes {@code i_d - lo_d}), its compile-time extents and size, the name of its typed view into
 * the constant pool ({@code c_A}) and, once placed, its offset in the pool.
 */
final class ConstantVariable {
    final DirectiveStmt directive;
    final DeviceArray layout;
    final List<Long> extents;
    final long elementSize;
    final long align;
    final String view;
    /** The matching {@code constant remove}, or null when the copy lives to the end of its block. */
    final DirectiveStmt remove;
    private long offset = -1;

    ConstantVariable(DirectiveStmt directive, DeviceArray layout, List<Long> extents, long elementSize, long align,
                     String view, DirectiveStmt remove) {
        this.directive = directive;
        this.layout = layout;
        this.extents = List.copyOf(extents);
        this.elementSize = elementSize;
        this.align = align;
        this.view = view;
        this.remove = remove;
    }

    /** The same copy read by another variable (a parameter it is passed to): the layout in that variable's terms. */
    ConstantVariable seenAs(DeviceArray otherLayout) {
        ConstantVariable c = new ConstantVariable(directive, otherLayout, extents, elementSize, align, view, remove);
        c.offset = offset;
        return c;
    }

    DataDirective copyin() {
        return (DataDirective) directive.directive();
    }

    String hostName() {
        return layout.host.name();
    }

    long elements() {
        long n = 1;
        for (long e : extents) {
            n *= e;
        }
        return n;
    }

    long bytes() {
        return elements() * elementSize;
    }

    long offset() {
        return offset;
    }

    void place(long o) {
        offset = o;
    }

    /** The element type as the program spells it: "float", "real_t", "struct pt". */
    String elementType(CPrinter p) {
        return p.specs(layout.elementSpecs, 0);
    }

    /** The view's pointer type: "const float *" or, for more dimensions, "const float (*)[4][8]". */
    String viewType(CPrinter p) {
        StringBuilder sb = new StringBuilder("const ").append(elementType(p));
        if (extents.size() == 1) {
            return sb.append(" *").toString();
        }
        sb.append(" (*)");
        for (int d = 1; d < extents.size(); d++) {
            sb.append('[').append(extents.get(d)).append(']');
        }
        return sb.toString();
    }

    /** The section as copied, with its bounds: "PT[1:3][0:3]", "kv[c:c + 63][0:3]". */
    String describeSection(CPrinter p, Exprs ex) {
        StringBuilder sb = new StringBuilder(hostName());
        for (int d = 0; d < extents.size(); d++) {
            String lo = p.expr(layout.lo.get(d));
            String hi = p.expr(ex.add(layout.lo.get(d).copy(), Exprs.num(extents.get(d) - 1)));
            sb.append('[').append(lo).append(':').append(hi).append(']');
        }
        return sb.toString();
    }

    /** "file:line" of the copyin, ".." and the line of the remove (or "end of block"). */
    String scope() {
        SourcePos a = directive.pos();
        return a.file() + ":" + a.line() + ".." + (remove == null ? "end of block" : String.valueOf(remove.pos().line()));
    }
}
