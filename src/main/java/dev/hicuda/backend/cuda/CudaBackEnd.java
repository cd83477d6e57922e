package dev.hicuda.backend.cuda;

import dev.hicuda.backend.BackEnd;
import dev.hicuda.backend.Output;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.expr.KernelLaunch;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.print.Dialect;
import dev.hicuda.pass.PassContext;
import dev.hicuda.pass.Target;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * CUDA for nvcc, sm_90: the device file ({@code .cu}: kernels, launch functions, constant pool)
 * with launches in chevron syntax, and the host program, in C, printed from the host unit.
 */
public final class CudaBackEnd implements BackEnd {
    /** The CUDA launch syntax. */
    public static final Dialect DIALECT = (KernelLaunch k, CPrinter p) -> {
        List<String> args = new ArrayList<>();
        for (Expr a : k.args()) {
            args.add(p.expr(a, 2));
        }
        String config = p.expr(k.grid(), 2) + ", " + p.expr(k.block(), 2)
                + (k.sharedBytes() == null && k.stream() == null ? "" : ", " + (k.sharedBytes() == null ? "0" : p.expr(k.sharedBytes(), 2)))
                + (k.stream() == null ? "" : ", " + p.expr(k.stream(), 2));
        return k.kernel() + "<<<" + config + ">>>(" + String.join(", ", args) + ")";
    };

    @Override
    public Target target() {
        return Target.cuda;
    }

    @Override
    public String outputSuffix() {
        return ".cu";
    }

    @Override
    public Output emit(TranslationUnit tu, PassContext ctx) {
        String device = new CPrinter(DIALECT, true).print(tu.device().unit());
        String host = new CPrinter(Dialect.C, true).print(tu);
        return new Output(device, host, Map.of(), ctx.report().render());
    }
}
