package dev.hicuda.driver;

import dev.hicuda.pass.Target;

import java.nio.file.Path;
import java.util.List;

/** Options shared by the subcommands. */
public record CompileOptions(Target target, List<Path> includeDirs, List<String> defines, boolean report,
                             Optimizations optimizations) {
    public CompileOptions(Target target, List<Path> includeDirs, List<String> defines, boolean report) {
        this(target, includeDirs, defines, report, Optimizations.defaults());
    }

    CompileOptions withTarget(Target t) {
        return new CompileOptions(t, includeDirs, defines, report, optimizations);
    }
}
