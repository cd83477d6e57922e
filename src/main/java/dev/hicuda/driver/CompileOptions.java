package dev.hicuda.driver;

import dev.hicuda.pass.Target;

import java.nio.file.Path;
import java.util.List;

/** Options shared by the subcommands. */
public record CompileOptions(Target target, List<Path> includeDirs, List<String> defines, boolean report) {
    CompileOptions withTarget(Target t) {
        return new CompileOptions(t, includeDirs, defines, report);
    }
}
