package dev.hicuda.driver;

import dev.hicuda.frontend.preprocessor.HostCompiler;
import dev.hicuda.pass.CodeGenOptions;
import dev.hicuda.pass.Target;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

/**
 * Options shared by the subcommands, the optimizations asked for, and the host C compiler whose headers
 * and predefined macros the program is read with (asked for once, when first needed); {@code raceCheck}:
 * the CPU target instruments kernels for the race checker; {@code codeGen}: the user's choices about the
 * generated code (--fast-math).
 */
public record CompileOptions(Target target, List<Path> includeDirs, List<String> defines, boolean report, boolean raceCheck,
                             Optimizations optimizations, Supplier<HostCompiler> hostCompiler, CodeGenOptions codeGen) {
    CompileOptions withTarget(Target t) {
        return new CompileOptions(t, includeDirs, defines, report, raceCheck && t == Target.cpu, optimizations, hostCompiler, codeGen);
    }

    CompileOptions withOptimizations(Optimizations o) {
        return new CompileOptions(target, includeDirs, defines, report, raceCheck, o, hostCompiler, codeGen);
    }
}
