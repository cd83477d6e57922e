package dev.hicuda.backend.c;

import dev.hicuda.backend.BackEnd;
import dev.hicuda.backend.Output;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.print.Dialect;
import dev.hicuda.pass.PassContext;
import dev.hicuda.pass.Target;

import java.util.Map;

/** {@code --target c}: the input printed back as C, directives kept, nothing lowered. */
public final class PlainCBackEnd implements BackEnd {
    @Override
    public Target target() {
        return Target.c;
    }

    @Override
    public String outputSuffix() {
        return ".out.c";
    }

    @Override
    public Output emit(TranslationUnit tu, PassContext ctx) {
        return new Output(new CPrinter(Dialect.C, true).print(tu), null, Map.of(), ctx.report().render());
    }
}
