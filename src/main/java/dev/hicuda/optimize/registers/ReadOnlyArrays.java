package dev.hicuda.optimize.registers;

import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.optimize.nest.ArrayRef;
import dev.hicuda.optimize.nest.PureFunctions;

/**
 * Whether a kernel only reads an array's global copy, so that its elements may be loaded earlier than the program
 * loads them, or several at once (the prefetch and vector-load rules).
 */
final class ReadOnlyArrays {
    private ReadOnlyArrays() {
    }

    /**
     * Why the kernel of {@code region} may change the elements of {@code a} while it runs, or null when it cannot: a
     * statement writes an element outside a shared scope of it, the array is used other than by element accesses (a
     * call or a copy of the pointer may write it), a {@code shared copyout} moves a shared copy back into it, or it is
     * a file-scope variable and the kernel calls a function that may write it (one not {@link PureFunctions pure}).
     */
    static String whyWritten(KernelRegion region, Symbol a, PureFunctions pure) {
        for (Stmt s : region.body()) {
            for (ArrayRef x : ArrayRef.in(s)) {
                if (x.array() == a && x.write() && !PrefetchedLoads.inSharedScope(x.node(), a)) {
                    return "the kernel writes " + a.name();
                }
            }
            if (!ArrayRef.onlyElementAccesses(s, a)) {
                return "the kernel uses " + a.name() + " other than by element accesses (a call or a copy of the pointer may write it)";
            }
            if (NodeWalker.any(s, n -> n instanceof DirectiveStmt d && d.directive() instanceof DataDirective dd
                    && dd.memory() == DataDirective.Memory.SHARED && dd.action() == DataDirective.Action.COPYOUT
                    && dd.variable() != null && dd.variable().name().equals(a.name()))) {
                return "a shared copyout of the kernel writes " + a.name();
            }
            if (a.isFileScope() && !pure.onlyPureCalls(s)) {
                return a.name() + " is a file-scope variable and the kernel calls a function that may write it";
            }
        }
        return null;
    }
}
