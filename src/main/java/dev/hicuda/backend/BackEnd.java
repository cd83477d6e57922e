package dev.hicuda.backend;

import dev.hicuda.backend.cpu.CpuBackEnd;
import dev.hicuda.backend.cuda.CudaBackEnd;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.print.Dialect;
import dev.hicuda.lowering.PassContext;

import java.util.Map;

/** Turns lowered IR into output text. */
public interface BackEnd {
    Output emit(TranslationUnit tu, PassContext ctx);

    static BackEnd plainC() {
        return (tu, ctx) -> new Output(new CPrinter(Dialect.C, true).print(tu), Map.of(), ctx.report().render());
    }

    static BackEnd cuda() {
        return new CudaBackEnd();
    }

    static BackEnd cpu() {
        return new CpuBackEnd();
    }
}
