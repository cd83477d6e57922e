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

/** CUDA C for nvcc: kernel launches in chevron syntax. */
public final class CudaBackEnd implements BackEnd {
    /** The CUDA launch syntax. */
    public static final Dialect DIALECT = (KernelLaunch k, CPrinter p) -> {
        List<String> args = new ArrayList<>();
        for (Expr a : k.args()) {
            args.add(p.expr(a, 2));
        }
        String config = p.expr(k.grid(), 2) + ", " + p.expr(k.block(), 2)
                + (k.sharedBytes() == null ? "" : ", " + p.expr(k.sharedBytes(), 2));
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
        return new Output(new CPrinter(DIALECT, true).print(tu), Map.of(), ctx.report().render());
    }
}
