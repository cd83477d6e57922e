package dev.hicuda.driver;

import picocli.CommandLine;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Stack;

/**
 * The options of {@code hicuda compile} and {@code hicuda run} that go to the back end's compilers
 * (nvcc, or g++ and gcc for the CPU emulation) and linker, spelled as those compilers spell them, so
 * that a Makefile can replace {@code nvcc} by {@code hicuda compile}.
 */
final class BackEndOptions {
    @Option(names = "-O", arity = "0..1", paramLabel = "LEVEL", parameterConsumer = OptimizationLevel.class,
            description = "Optimization level for the compilers: -O, -O0, -O1, -O2, -O3, -Os, -Og, -Oz or -Ofast, passed as it is "
                    + "(compile: the compilers' default when absent; run: -O2).")
    String optimization;

    @Option(names = "-g", description = "Debugging information in the host code (passed to nvcc, g++ and gcc; nvcc's -G for device code goes through -Xcompiler -G).")
    boolean debug;

    @Option(names = "-arch", paramLabel = "ARCH", description = "The GPU architecture nvcc compiles for (default sm_90; -arch=sm_80 or -arch sm_80); CUDA target only.")
    String arch;

    @Option(names = "-Xcompiler", paramLabel = "FLAG", parameterConsumer = Main.TakeNextArgument.class,
            description = "Pass FLAG as it is to every compile and link command (nvcc, or g++ and gcc); repeat for several flags "
                    + "(-Xcompiler -DEXTRA=1 -Xcompiler -Wall), or -Xcompiler=FLAG. The -D and -I options and each source file's folder reach the build already.")
    List<String> compilerFlags = new ArrayList<>();

    @Option(names = "-Xlinker", paramLabel = "FLAG", parameterConsumer = Main.TakeNextArgument.class,
            description = "Pass FLAG to the linker (as -Xlinker FLAG to nvcc or g++).")
    List<String> linkerFlags = new ArrayList<>();

    @Option(names = "-l", paramLabel = "LIB", description = "Link with library LIB (-lcublas or -l cublas).")
    List<String> libraries = new ArrayList<>();

    @Option(names = "-L", paramLabel = "DIR", description = "Add DIR to the folders searched for -l libraries.")
    List<Path> libraryDirs = new ArrayList<>();

    @Option(names = "--keep", paramLabel = "DIR", description = "Keep the translated files and the objects (for run, also the program) in DIR "
            + "(default: a temporary folder, deleted).")
    Path keep;

    @Option(names = {"-v", "--verbose"}, description = "Print each command that builds the program before running it.")
    boolean verbose;

    /** The flags for {@link Build}, with {@code defaultOptimization} when no -O is given. */
    Build.Flags flags(Main.Common common, List<String> defaultOptimization) {
        List<String> opt = new ArrayList<>(optimization == null ? defaultOptimization : List.of(optimization));
        if (debug) {
            opt.add("-g");
        }
        return new Build.Flags(common.includeDirs, common.defines, opt, arch, compilerFlags, linkerFlags, libraries, libraryDirs);
    }

    /** {@code -O} alone, or with a level attached ({@code -O3}, {@code -Ofast}); a following argument that is not a level is left alone. */
    static final class OptimizationLevel implements CommandLine.IParameterConsumer {
        @Override
        public void consumeParameters(Stack<String> args, CommandLine.Model.ArgSpec arg, CommandLine.Model.CommandSpec spec) {
            String level = "";
            if (!args.isEmpty() && args.peek().matches("[0-3]|s|g|z|fast")) {
                level = args.pop();
            }
            arg.setValue("-O" + level);
        }
    }
}
