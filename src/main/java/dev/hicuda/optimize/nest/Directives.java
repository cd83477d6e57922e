package dev.hicuda.optimize.nest;

import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.directive.Section;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.DirectiveStmt;

import java.util.ArrayList;
import java.util.List;

/** Data directives the optimizer writes, as if the programmer had written them (text, node, position, macro epoch). */
public final class Directives {
    private static final CPrinter PRINTER = CPrinter.readable();

    private Directives() {
    }

    /** {@code #pragma hicuda MEMORY alloc X[lo:hi]... copyin} (shared) or {@code MEMORY copyin X[lo:hi]...} (constant). */
    public static DirectiveStmt copyin(DataDirective.Memory memory, String array, List<Expr[]> bounds, SourcePos pos, int epoch) {
        List<Section.Range> ranges = new ArrayList<>();
        StringBuilder text = new StringBuilder(array);
        for (Expr[] b : bounds) {
            ranges.add(new Section.Range(b[0], b[1], false));
            text.append('[').append(PRINTER.expr(b[0])).append(':').append(PRINTER.expr(b[1])).append(']');
        }
        Section s = new Section(array, ranges);
        boolean shared = memory == DataDirective.Memory.SHARED;
        DataDirective d = new DataDirective(memory, shared ? DataDirective.Action.ALLOC : DataDirective.Action.COPYIN, s, shared,
                null, false, null, false, List.of());
        String line = "#pragma hicuda " + memory.keyword() + (shared ? " alloc " + text + " copyin" : " copyin " + text);
        return stmt(line, d, pos, epoch);
    }

    /** {@code #pragma hicuda MEMORY remove X Y ...} */
    public static DirectiveStmt remove(DataDirective.Memory memory, List<String> arrays, SourcePos pos, int epoch) {
        List<DataDirective.Name> names = new ArrayList<>();
        for (String a : arrays) {
            names.add(new DataDirective.Name(a, pos));
        }
        DataDirective d = new DataDirective(memory, DataDirective.Action.REMOVE, null, false, null, false, null, false, names);
        return stmt("#pragma hicuda " + memory.keyword() + " remove " + String.join(" ", arrays), d, pos, epoch);
    }

    /** {@code #pragma hicuda global free X Y ...} */
    public static DirectiveStmt free(List<String> arrays, SourcePos pos, int epoch) {
        List<DataDirective.Name> names = new ArrayList<>();
        for (String a : arrays) {
            names.add(new DataDirective.Name(a, pos));
        }
        DataDirective d = new DataDirective(DataDirective.Memory.GLOBAL, DataDirective.Action.FREE, null, false, null, false, null,
                false, names);
        return stmt("#pragma hicuda global free " + String.join(" ", arrays), d, pos, epoch);
    }

    /** The first {@code shared alloc} of {@code array} in kernel {@code r} (the programmer's or the optimizer's), or null. */
    public static DirectiveStmt sharedCopy(dev.hicuda.analysis.KernelRegion r, String array) {
        for (dev.hicuda.ir.stmt.Stmt s : r.body()) {
            for (DirectiveStmt d : NodeWalker.collect(s, DirectiveStmt.class)) {
                if (d.directive() instanceof DataDirective dd && dd.memory() == DataDirective.Memory.SHARED
                        && dd.variable() != null && dd.variable().name().equals(array)) {
                    return d;
                }
            }
        }
        return null;
    }

    private static DirectiveStmt stmt(String text, DataDirective d, SourcePos pos, int epoch) {
        NodeWalker.preOrder(d, n -> {
            if (!n.pos().isKnown()) {
                n.at(pos);
            }
        });
        DirectiveStmt s = new DirectiveStmt(text, d);
        s.at(pos);
        s.setEpoch(epoch);
        return s;
    }
}
