package dev.hicuda.lowering.data;

import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.dataflow.ReachingDirectives;

import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.analysis.VisibleShapes;
import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.directive.KernelDirective;
import dev.hicuda.ir.directive.ShapeDirective;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.type.ArrayType;

/**
 * Finds the device copy of an array or shaped pointer that a kernel uses: the {@code global alloc}
 * that reaches the kernel, laid out with the variable's {@link DataShape}.  For a pointer, a shape
 * must be visible at the kernel and be the one visible at that alloc.
 */
public final class KernelData {
    private KernelData() {
    }

    /** The device array for {@code sym}, or null after reporting why there is none. */
    public static DeviceArray deviceArray(Symbol sym, Ident use, KernelDirective kd, KernelRegion region, SymbolTable symbols,
                                   Exprs ex, Reporter reporter) {
        boolean pointer = sym.type().isPointer();
        DirectiveStmt shapeHere = pointer ? VisibleShapes.at(sym, region.begin(), symbols) : null;
        if (pointer && shapeHere == null) {
            reporter.error(use.pos(), "pointer '" + sym.name() + "' is used in kernel '" + kd.name() + "' but no 'shape'"
                    + " directive for it is visible at the kernel; add '#pragma hicuda shape " + sym.name()
                    + "[d1][d2]...' giving the dimensions of the memory it points to (after its allocation, in this block or"
                    + " an enclosing one), and a 'global alloc " + sym.name() + "[*]...' directive before the kernel");
            return null;
        }
        int rank = pointer ? ((ShapeDirective) shapeHere.directive()).dims().size()
                : ((ArrayType) sym.type().resolved()).dimensions().size();
        DirectiveStmt d = ReachingDirectives.reaching(sym.name(), DataDirective.Memory.GLOBAL, region.begin());
        if (d == null) {
            reporter.error(use.pos(), (pointer ? "pointer '" : "array '") + sym.name() + "' is used in kernel '" + kd.name()
                    + "' but no 'global alloc' directive reaches the kernel; add '#pragma hicuda global alloc "
                    + sym.name() + "[*]".repeat(rank) + " copyin' before it");
            return null;
        }
        DataDirective alloc = (DataDirective) d.directive();
        DataShape shape = DataShape.of(sym, d, symbols, ex, reporter, alloc.variable().pos());
        if (shape == null) {
            return null;
        }
        if (pointer && shape.shape != shapeHere) {
            CPrinter p = CPrinter.readable();
            reporter.error(use.pos(), "pointer '" + sym.name() + "' is used in kernel '" + kd.name() + "' with the shape "
                    + describe((ShapeDirective) shapeHere.directive(), p) + " (" + shapeHere.pos().file() + ":" + shapeHere.pos().line()
                    + ") but its 'global alloc' (" + d.pos().file() + ":" + d.pos().line() + ") was laid out with the shape "
                    + shape.describe(p) + " (" + shape.origin() + "); one shape must be visible at both");
            return null;
        }
        return DeviceArray.of(shape, alloc, ex, reporter);
    }

    private static String describe(ShapeDirective sh, CPrinter p) {
        StringBuilder sb = new StringBuilder(sh.name());
        sh.dims().forEach(e -> sb.append('[').append(p.expr(e)).append(']'));
        return sb.toString();
    }
}
