package dev.hicuda.driver;

import dev.hicuda.pass.Target;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code hicuda tune} (issue 11): the command line of {@link Tuner}. */
@Command(name = "tune", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Translate IN.c at -O2 in several variants (iterations a thread 1, 2, 4 or 8 along each dimension, shared"
                + " strip lengths 16, 32 or 64, and the cost models' own choices; then the fastest of them with loop versioning"
                + " and without prefetching), build and run each on the GPU with the"
                + " program's arguments, keep the fastest whose output matches the -O0 translation's, and write its"
                + " parameters to IN.tune, which 'translate' then reads. Without a GPU it says so and exits 1.")
final class TuneCommand implements Callable<Integer> {
    @CommandLine.ParentCommand
    Main parent;

    @CommandLine.Mixin
    Main.Common common = new Main.Common();

    @CommandLine.Mixin
    Main.TranslatorLevel translator = new Main.TranslatorLevel();

    @Option(names = "--runs", paramLabel = "N", description = "Runs a variant (its time is their median; default 3).")
    int runs = 3;

    @Option(names = "--target", paramLabel = "cuda|cpu", description = "cuda (default): the GPU, found with nvidia-smi;"
            + " cpu: the CPU emulation, which checks the mechanism (its timings say nothing of a GPU).")
    Target target = Target.cuda;

    @Parameters(index = "0", paramLabel = "IN.c", description = "The C source file.")
    Path input;

    @Parameters(index = "1..*", paramLabel = "ARGS", description = "Arguments for the program (after --).")
    List<String> args = new ArrayList<>();

    @Override
    public Integer call() {
        if (target == Target.c) {
            parent.err.println("hicuda: error: 'tune' takes --target cuda or cpu");
            return ExitCode.USAGE;
        }
        if (target == Target.cuda && !Runner.gpuPresent()) {
            parent.err.println("hicuda: error: tune times the variants on a GPU, and nvidia-smi finds none; nothing was written"
                    + " (--target cpu runs them on the CPU emulation, to check the mechanism)");
            return ExitCode.INPUT_ERRORS;
        }
        Optimizations base = common.optimizations(parent.err, translator.level);
        if (base == null) {
            return ExitCode.USAGE;
        }
        CompileOptions opts = new CompileOptions(target, common.includeDirs, common.defines, false, false, base, parent.hostCompiler,
                common.codeGen());
        return Main.compile(input, opts, common, parent.err, c -> {
            try {
                return new Tuner(parent.out, parent.err).tune(input, target, Math.max(1, runs), args, common.includeDirs, common.defines,
                        (level, tuning) -> new Compiler(opts.withOptimizations(Optimizations.parse(level, level == 0 ? List.of() : common.opt).withTuning(tuning)),
                                c.reporter()).translate(input, false));
            } catch (java.io.IOException | InterruptedException e) {
                parent.err.println("hicuda: error: " + e.getMessage());
                return ExitCode.INPUT_ERRORS;
            }
        });
    }
}
