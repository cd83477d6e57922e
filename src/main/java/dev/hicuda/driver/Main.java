package dev.hicuda.driver;

import dev.hicuda.backend.BackEndRegistry;

import dev.hicuda.pass.CodeGenOptions;
import dev.hicuda.pass.Target;

import dev.hicuda.backend.Output;
import dev.hicuda.frontend.preprocessor.HostCompiler;
import dev.hicuda.diag.CompilationError;
import dev.hicuda.diag.DiagnosticFormat;
import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourceFiles;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/** The {@code hicuda} command line. */
@Command(name = "hicuda", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Translates sequential C annotated with #pragma hicuda directives into CUDA C.",
        subcommands = {TranslateCommand.class, Main.Check.class, CompileCommand.class, Main.Run.class, TuneCommand.class},
        footerHeading = "%nExit codes:%n",
        footer = {"  0  success",
                "  1  errors in the input program (reported as file:line:col: error: ...)",
                "  2  bad command line",
                "  3  internal compiler error (please report it; --debug prints the trace)",
                "  4  'compile': nvcc, g++, gcc or ld failed or could not be run",
                "'run' exits with the program's status (128+n when signal n killed it;",
                "  on the CPU emulation 70 for an error it found, 71 for a data race);",
                "  a failed build of the translated program is 3."})
public final class Main implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    final PrintStream out;
    final PrintStream err;
    final java.util.function.Supplier<HostCompiler> hostCompiler;

    /** For tools that build the command from its class (man page and completion generators). */
    Main() {
        this(System.out, System.err, null);
    }

    /** {@code host}: the host C compiler's description, or null to ask the compiler (once) when needed. */
    Main(PrintStream out, PrintStream err, HostCompiler host) {
        this.out = out;
        this.err = err;
        HostCompiler[] memo = {host};
        this.hostCompiler = () -> {
            if (memo[0] == null) {
                memo[0] = HostCompiler.query(null);
            }
            return memo[0];
        };
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs the command line; returns the exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, out, err, null);
    }

    /** Runs the command line with a given description of the host C compiler (null: ask it). */
    public static int run(String[] args, PrintStream out, PrintStream err, HostCompiler host) {
        CommandLine cl = new CommandLine(new Main(out, err, host));
        cl.setOut(new java.io.PrintWriter(out, true));
        cl.setErr(new java.io.PrintWriter(err, true));
        cl.setExitCodeExceptionMapper(e -> ExitCode.INTERNAL);
        cl.setParameterExceptionHandler((ex, a) -> {
            err.println("hicuda: " + ex.getMessage());
            err.println("Try 'hicuda --help' for more information.");
            return ExitCode.USAGE;
        });
        cl.setExecutionExceptionHandler((ex, c, parseResult) -> {
            err.println("hicuda: internal compiler error: " + ex);
            err.println("This is a bug in hicuda; please report it with the input file.");
            boolean debug = false;
            for (String a : args) {
                debug |= a.equals("--debug");
            }
            if (debug) {
                ex.printStackTrace(err);
            } else {
                err.println("(run with --debug to print the stack trace)");
            }
            return ExitCode.INTERNAL;
        });
        return cl.execute(args);
    }

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getOut());
        return ExitCode.USAGE;
    }

    /** {@code hicuda VERSION (commit HASH)}, from the version.properties that the build fills in. */
    public static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() throws IOException {
            java.util.Properties p = new java.util.Properties();
            try (java.io.InputStream in = Main.class.getResourceAsStream("version.properties")) {
                if (in != null) {
                    p.load(in);
                }
            }
            return new String[] {"hicuda " + built(p, "version") + " (commit " + built(p, "commit") + ")"};
        }

        /** A property the build filled in, or "unknown" (no file, or a placeholder left unfilled). */
        private static String built(java.util.Properties p, String key) {
            String v = p.getProperty(key, "").trim();
            return v.isEmpty() || v.startsWith("${") ? "unknown" : v;
        }
    }

    /**
     * Takes the next argument as the option's value even when it looks like an option
     * ({@code -Xcompiler -DX=1}, {@code -Xcompiler -O3}); {@code -Xcompiler=FLAG} works too.
     */
    static final class TakeNextArgument implements CommandLine.IParameterConsumer {
        @Override
        public void consumeParameters(java.util.Stack<String> args, CommandLine.Model.ArgSpec arg, CommandLine.Model.CommandSpec spec) {
            if (args.isEmpty()) {
                throw new CommandLine.ParameterException(spec.commandLine(), "Missing required parameter for option '"
                        + ((CommandLine.Model.OptionSpec) arg).longestName() + "' (" + arg.paramLabel() + ")");
            }
            List<String> list = arg.getValue();
            if (list == null) {
                list = new ArrayList<>();
                arg.setValue(list);
            }
            list.add(args.pop());
        }
    }

    /** Options every subcommand takes. */
    static class Common {
        @Option(names = "-I", paramLabel = "DIR", description = "Add DIR to the folders searched for #include \"...\" files.")
        List<Path> includeDirs = new ArrayList<>();

        @Option(names = "-D", paramLabel = "NAME[=VALUE]", description = "Define a macro (VALUE defaults to 1), as a C compiler does.")
        List<String> defines = new ArrayList<>();

        @Option(names = "--debug", description = "Print the Java stack trace of internal errors.")
        boolean debug;

        @Option(names = "-Werror", description = "Treat every warning as an error: it is reported as 'error: ... [-Werror]', nothing is written or run, and the exit code is 1.")
        boolean werror;

        @Option(names = "-fdiagnostics-format", paramLabel = "text|json",
                description = "text (default): file:line:col: error: message, the source line and a caret; json: one JSON array "
                        + "of every diagnostic on standard error, in gcc's layout (for editors), with fix-its for did-you-mean hints.")
        DiagnosticFormat diagnosticsFormat = DiagnosticFormat.text;

        @Option(names = "--opt", split = ",", paramLabel = "+NAME|-NAME",
                description = "Force (+: wherever legal, whatever the level and the cost model) or forbid (-) one optimization:"
                        + " registers, specialization, coalescing, coarsening, shared-tiling, shared-arrays, stencil-tiling (at -O2 under its"
                        + " cost model; +stencil-tiling tiles Mint loop nests and hiCUDA stencil kernels wherever legal), prefetch,"
                        + " vector-access, loop-versioning (off at every level: +loop-versioning turns it on).")
        List<String> opt = new ArrayList<>();

        @Option(names = "--fast-math", description = "Let the kernels trade exactness for speed: x / sqrtf(y) becomes x * rsqrtf(y), sinf and cosf "
                + "of one argument one sincosf (docs/translation.md, 'Fast math'); 'run' also builds with nvcc's --use_fast_math. Off by default.")
        boolean fastMath;

        @Option(names = "--profile", description = "Time every kernel region on the device (CUDA events, OpenCL events; the CPU"
                + " emulation's clock) and print at the program's exit, on standard error, a table of kernels, source lines,"
                + " launches, total and mean milliseconds; HICUDA_PROFILE_CSV=FILE in the program's environment also appends"
                + " one line a launch to FILE (docs/translation.md, 'Profiling'). Off by default.")
        boolean profile;

        /** The code-generation choices of the command line. */
        CodeGenOptions codeGen() {
            return CodeGenOptions.DEFAULT.withFastMath(fastMath).withProfile(profile);
        }

        /** {@code flags} with nvcc's --use_fast_math first when --fast-math builds for the CUDA target. */
        Build.Flags withFastMath(Build.Flags flags, Target target) {
            if (!fastMath || target != Target.cuda) {
                return flags;
            }
            List<String> cf = new ArrayList<>(List.of("--use_fast_math"));
            cf.addAll(flags.compilerFlags());
            return new Build.Flags(flags.includeDirs(), flags.defines(), flags.optimization(), flags.arch(), cf, flags.linkerFlags(),
                    flags.libraries(), flags.libraryDirs());
        }

        @Option(names = "--opt-report", description = "Print on standard error, per kernel and loop, what each optimization"
                + " did, with its parameters, or why it did not apply (FILE:LINE: kernel NAME: PASS: ...).")
        boolean optReport;

        /**
         * The optimizations the translator's level ({@code -O} of translate, check and tune; for compile and run,
         * derived from the back end's -O by {@link #translatorLevel}) and --opt ask for; null after printing why a
         * switch is bad (a command-line error).
         */
        Optimizations optimizations(PrintStream err, Integer level) {
            try {
                return Optimizations.parse(level == null ? Optimizations.DEFAULT_LEVEL : level, opt);
            } catch (IllegalArgumentException e) {
                err.println("hicuda: error: " + e.getMessage());
                return null;
            }
        }

        /**
         * The translator's level for a back-end optimization flag of compile and run, as a compiler driver
         * reads one -O for the whole build: -O0 → 0, -O1 and -Og → 1, any other (-O, -O2, -O3, -Os, -Ofast) → 2;
         * none → the default.
         */
        static Integer translatorLevel(String backEndFlag) {
            if (backEndFlag == null) {
                return null;
            }
            return switch (backEndFlag) {
                case "-O0" -> 0;
                case "-O1", "-Og" -> 1;
                default -> 2;
            };
        }

        /** Prints the optimization report of {@code c}'s last compilation when --opt-report asks for it. */
        void printOptReport(Compiler c, PrintStream err) {
            if (optReport) {
                err.print(c.optReport());
                err.flush();
            }
        }
    }

    /** {@code -O LEVEL} of translate, check and tune: the translator's optimization level (compile and run take the back end's -O). */
    static class TranslatorLevel {
        @Option(names = "-O", paramLabel = "LEVEL",
                description = "Optimization level of the translation: 0 translates only; 1 adds the transformations that never lose"
                        + " (registers, specialization, vector-access); 2 (the default) adds"
                        + " coalescing, coarsening, shared-tiling, shared-arrays and stencil-tiling under their cost models, and prefetch."
                        + " Written -O0, -O1, -O2.")
        Integer level;
    }

    static int compile(Path input, CompileOptions opts, Common common, PrintStream err,
            java.util.function.Function<Compiler, Integer> body) {
        return compile(List.of(input), opts, common, err, body);
    }

    /** Checks that every input can be read (reporting each that cannot), then runs {@code body} with the compiler. */
    static int compile(List<Path> inputs, CompileOptions opts, Common common, PrintStream err,
            java.util.function.Function<Compiler, Integer> body) {
        Reporter reporter = new Reporter(new SourceFiles(), err, common.diagnosticsFormat);
        reporter.setWarningsAsErrors(common.werror);
        try {
            for (Path input : inputs) {
                String why = unreadable(input);
                if (why != null) {
                    reporter.error(null, input + ": " + why);
                }
            }
            if (reporter.hasErrors()) {
                return ExitCode.INPUT_ERRORS;
            }
            return body.apply(new Compiler(opts, reporter));
        } catch (CompilationError e) {
            reporter.stopped();
            return ExitCode.INPUT_ERRORS;
        } finally {
            reporter.finish();
        }
    }

    /** Why a file given on the command line cannot be read, or null when it can. */
    static String unreadable(Path input) {
        if (!Files.isRegularFile(input)) {
            return Files.isDirectory(input) ? "is a directory, not a C source file" : Files.exists(input) ? "is not a regular file" : "no such file";
        }
        return Files.isReadable(input) ? null : "permission denied";
    }

    /** Writes all files of an output atomically (temporary file, then rename). */
    static void write(Path target, String text) throws IOException {
        Path abs = target.toAbsolutePath();
        Path dir = abs.getParent();
        if (dir != null) {
            Files.createDirectories(dir);
        }
        Path tmp = Files.createTempFile(dir, "." + abs.getFileName(), ".tmp");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            try {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    static Path defaultOutput(Path input, Target target) {
        String name = input.getFileName().toString().replaceFirst("\\.[^.]*$", "");
        return input.resolveSibling(name + BackEndRegistry.load().forTarget(target).outputSuffix());
    }

    @Command(name = "check", mixinStandardHelpOptions = true, versionProvider = Main.Version.class, description = "Report every error and warning that 'translate' would (C syntax, directives, and the checks made while translating kernels and data), without writing anything.")
    static final class Check implements Callable<Integer> {
        @CommandLine.ParentCommand
        Main parent;

        @CommandLine.Mixin
        Common common = new Common();

        @CommandLine.Mixin
        TranslatorLevel translator = new TranslatorLevel();

        @Parameters(paramLabel = "IN.c", arity = "1..*", description = "The C source file(s): one program.")
        List<Path> inputs = new ArrayList<>();

        @Override
        public Integer call() {
            Optimizations optimizations = common.optimizations(parent.err, translator.level);
            if (optimizations == null) {
                return ExitCode.USAGE;
            }
            String clash = ProgramInputs.clashing(inputs);
            if (clash != null) {
                parent.err.println("hicuda: error: " + clash);
                return ExitCode.USAGE;
            }
            CompileOptions opts = new CompileOptions(Target.cuda, common.includeDirs, common.defines, false, false, optimizations,
                    parent.hostCompiler, common.codeGen());
            return compile(inputs, opts, common, parent.err, c -> {
                c.check(inputs);
                common.printOptReport(c, parent.err);
                return ExitCode.OK;
            });
        }
    }

    @Command(name = "run", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
            description = {"Translate, build and run IN.c: with nvcc when an NVIDIA GPU is present, else on the CPU emulation built with g++ (it says which); --target opencl builds the host program with gcc against the OpenCL ICD loader and runs the kernels on an OpenCL device.",
                    "Several .c files before '--' are one program; what follows '--' is passed to the program.",
                    "It builds as 'hicuda compile' does: the build gets the -D and -I options, the source file's folder (for #include \"...\" next to it), -O2 unless another -O is given, and the other back-end options (-g, -arch, -l, -L, -Xcompiler, -Xlinker). The exit code is the program's; a program killed by a signal is reported by name ('hicuda: program terminated by signal SIGSEGV (segmentation fault)') and the exit code is 128 + the signal's number, as in a shell. On the CPU emulation the kernels are checked for data races (exit code 71 when one is found; --no-race-check turns it off), and the emulation's own errors (barrier divergence, ...) exit with 70."})
    static final class Run implements Callable<Integer> {
        @CommandLine.ParentCommand
        Main parent;

        @CommandLine.Mixin
        Common common = new Common();

        @Option(names = "--target", paramLabel = "cuda|opencl|cpu", description = "Force the GPU (cuda), OpenCL (opencl: any OpenCL device, see --opencl-device) or the CPU emulation (cpu); default: cuda when nvidia-smi finds a GPU, else cpu.")
        Target target;

        @Option(names = "--opencl-device", paramLabel = "DEVICE", description = "With --target opencl: the OpenCL device to run on (sets HICUDA_OPENCL_DEVICE): P:D (device D of platform P), N (the N-th device of all platforms), gpu, cpu, or a part of the platform's or device's name; default: the first GPU, else the first CPU.")
        String openclDevice;

        @CommandLine.Mixin
        BackEndOptions backEnd = new BackEndOptions();

        @Option(names = "--race-check", negatable = true, defaultValue = "true", fallbackValue = "true",
                description = "CPU target: check every element access of the kernels for data races (--race-check is the default; --no-race-check turns it off). A race is reported with both source places and the program exits with status 71.")
        boolean raceCheck = true;

        @Option(names = "--shuffle", paramLabel = "SEED", description = "CPU target: run the threads of each block in a random order drawn from SEED (sets HICUDA_CPU_SHUFFLE), so that results that depend on the order of the threads change.")
        Long shuffle;

        @Parameters(paramLabel = "IN.c [ARGS]", arity = "1..*", description = "The C source file(s) (the .c files before '--'), then the arguments for the program (after --).")
        List<String> positional = new ArrayList<>();

        @CommandLine.Spec
        CommandLine.Model.CommandSpec runSpec;

        /** Whether the command line names --race-check or --no-race-check. */
        private boolean raceCheckGiven() {
            return runSpec.commandLine().getParseResult().hasMatchedOption("--race-check");
        }

        @Override
        public Integer call() throws Exception {
            Target t = target != null ? target : (Runner.gpuPresent() ? Target.cuda : Target.cpu);
            if (t == Target.c) {
                parent.err.println("hicuda: error: 'run' takes --target cuda, opencl or cpu");
                return ExitCode.USAGE;
            }
            if (t != Target.cpu && (shuffle != null || raceCheckGiven())) {
                parent.err.println("hicuda: error: --race-check and --shuffle are options of the CPU emulation (--target cpu)");
                return ExitCode.USAGE;
            }
            if (openclDevice != null && t != Target.opencl) {
                parent.err.println("hicuda: error: --opencl-device needs --target opencl");
                return ExitCode.USAGE;
            }
            Optimizations optimizations = common.optimizations(parent.err, Common.translatorLevel(backEnd.optimization));
            if (optimizations == null) {
                return ExitCode.USAGE;
            }
            CompileOptions opts = new CompileOptions(t, common.includeDirs, common.defines, false, t == Target.cpu && raceCheck,
                    optimizations, parent.hostCompiler, common.codeGen());
            Map<String, String> env = shuffle != null ? Map.of("HICUDA_CPU_SHUFFLE", Long.toString(shuffle))
                    : openclDevice != null ? Map.of("HICUDA_OPENCL_DEVICE", openclDevice) : Map.of();
            if (t != Target.cuda && backEnd.arch != null) {
                parent.err.println("hicuda: error: -arch is an option of the CUDA target (nvcc)");
                return ExitCode.USAGE;
            }
            Runner.Options build = new Runner.Options(common.withFastMath(backEnd.flags(common, List.of("-O2")), t), env, backEnd.verbose);
            int n = ProgramInputs.count(positional, runSpec.commandLine().getParseResult().originalArgs());
            List<Path> inputs = positional.subList(0, n).stream().map(Path::of).toList();
            List<String> args = positional.subList(n, positional.size());
            String clash = ProgramInputs.clashing(inputs);
            if (clash != null) {
                parent.err.println("hicuda: error: " + clash);
                return ExitCode.USAGE;
            }
            return compile(inputs, opts, common, parent.err, c -> {
                List<Output> o = c.translate(inputs);
                common.printOptReport(c, parent.err);
                c.reporter().finish(); // the JSON array comes before what the build and the program print
                try {
                    return new Runner(parent.out, parent.err).buildAndRun(inputs, o, t, backEnd.keep, args, build);
                } catch (IOException | InterruptedException e) {
                    parent.err.println("hicuda: error: " + e.getMessage());
                    return ExitCode.INPUT_ERRORS;
                }
            });
        }
    }
}
