package dev.hicuda.backend.cpu;

import dev.hicuda.backend.BackEnd;
import dev.hicuda.backend.Output;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.KernelLaunch;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.print.Dialect;
import dev.hicuda.pass.PassContext;
import dev.hicuda.pass.Target;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The CPU target: the same program as the CUDA target, for g++ with the runtime header
 * {@code hicuda_cpu.h} (written beside the output), which runs every block and thread.
 */
public final class CpuBackEnd implements BackEnd {
    public static final String RUNTIME_HEADER = "hicuda_cpu.h";
    /** The runtime API for the host program, which is C. */
    public static final String HOST_HEADER = "hicuda_cpu_host.h";

    /** Whether to instrument the kernels for the runtime's race checker (translate/run --race-check). */
    public static final PassContext.Key<Boolean> RACE_CHECK = PassContext.Key.withDefault("cpu race check", Boolean.class, () -> false);

    /** A launch becomes a call into the CPU runtime with a lambda that runs one thread. */
    public static final Dialect DIALECT = new Dialect() {
        @Override
        public String kernelLaunch(KernelLaunch k, CPrinter p) {
            List<String> args = new ArrayList<>();
            for (Expr a : k.args()) {
                args.add(p.expr(a, 2));
            }
            return "hicuda_cpu_launch(" + p.expr(k.grid(), 2) + ", " + p.expr(k.block(), 2) + ", "
                    + (k.sharedBytes() == null ? "0" : p.expr(k.sharedBytes(), 2)) + ", "
                    + (k.stream() == null ? "" : p.expr(k.stream(), 2) + ", ") + k.usesBarriers() + ", \""
                    + k.kernel() + "\", [=]() { " + k.kernel() + "(" + String.join(", ", args) + "); })";
        }

        /** The block's dynamic shared memory comes from the runtime (all fibers of a block share it). */
        @Override
        public String dynamicSharedBuffer(String name) {
            return "unsigned char *" + name + " = (unsigned char *)hicuda_cpu_dynamic_shared();";
        }
    };

    @Override
    public Target target() {
        return Target.cpu;
    }

    @Override
    public String outputSuffix() {
        return ".cpu.cpp";
    }

    @Override
    public Output emit(TranslationUnit tu, PassContext ctx) {
        boolean race = ctx.get(RACE_CHECK);
        if (race) {
            RaceInstrumentation.instrument(tu.device().unit());
        }
        String device = (race ? "#define HICUDA_CPU_RACECHECK 1 /* hicuda --race-check: kernels check their accesses for data races */\n" : "")
                + new CPrinter(DIALECT, true).print(tu.device().unit());
        String host = new CPrinter(Dialect.C, true).print(tu);
        return new Output(device, host, Map.of(RUNTIME_HEADER, runtimeHeader(), HOST_HEADER, resource(HOST_HEADER)),
                ctx.report().render());
    }

    public static String runtimeHeader() {
        return resource(RUNTIME_HEADER);
    }

    private static String resource(String name) {
        return dev.hicuda.backend.RuntimeHeaders.text(name);
    }
}
