package dev.hicuda.driver;

import dev.hicuda.pass.Target;

import java.nio.file.Path;
import java.util.List;

/** Options shared by the subcommands; {@code raceCheck}: the CPU target instruments kernels for the race checker. */
public record CompileOptions(Target target, List<Path> includeDirs, List<String> defines, boolean report, boolean raceCheck) {
    public CompileOptions(Target target, List<Path> includeDirs, List<String> defines, boolean report) {
        this(target, includeDirs, defines, report, false);
    }

    CompileOptions withTarget(Target t) {
        return new CompileOptions(t, includeDirs, defines, report, raceCheck && t == Target.cpu);
    }
}
