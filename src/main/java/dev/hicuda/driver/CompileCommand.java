package dev.hicuda.driver;

import dev.hicuda.pass.Target;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

/**
 * {@code hicuda compile} (issue 16): translates the {@code .c} inputs and builds them with the back
 * end's compilers, as one step, into a program or, with {@code -c}, into one object per input, so that
 * a Makefile can use it where it used nvcc. Every {@code .c} input is translated (a file without
 * directives comes out as it is, with no device file); {@code .cu} and C++ sources are compiled as
 * they are; objects and libraries are linked. The translated files and objects are written to a
 * temporary folder, kept only with {@code --keep DIR}; the output is written under a temporary name
 * and renamed when it is complete.
 */
@Command(name = "compile", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Translate the .c files and build them, with the other sources, objects and libraries given, into a program "
                + "(nvcc for the CUDA target, the default; gcc with the OpenCL ICD loader for --target opencl; the GNU C and C++ compilers for the CPU emulation, --target cpu), or, with -c, compile each "
                + "input into one object for a later link (hicuda compile a.o b.o -o prog).",
                "Every .c file is translated on its own (a file without directives comes out as it is); .cu, .cpp, .cc and .cxx "
                        + "files are compiled as they are (.cu: CUDA target only); .o, .a and .so files are linked. The -D and -I options "
                        + "reach the translation and the compilers; each translated file is compiled with its source's folder on the include "
                        + "path. Translated files and objects are kept only with --keep DIR.",
                "Exit codes: 0 success; 1 errors in an input program (or an input that cannot be read); 2 bad command line; "
                        + "3 internal compiler error; 4 nvcc, g++, gcc or ld failed or could not be run (their messages are shown)."})
final class CompileCommand implements Callable<Integer> {
    @CommandLine.ParentCommand
    Main parent;

    @CommandLine.Mixin
    Main.Common common = new Main.Common();

    @CommandLine.Mixin
    BackEndOptions backEnd = new BackEndOptions();

    @CommandLine.Mixin
    DependencyOptions dependencies = new DependencyOptions();

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "The .c files to translate, and .cu, .cpp, .cc, .cxx sources, .o, .a and .so files.")
    List<Path> files = new ArrayList<>();

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", description = "The program (default: a.out); with -c, the object of the one input (default: NAME.o in the current folder for each input NAME.c).")
    Path output;

    @Option(names = "-c", description = "Compile each input into an object (a translated file's device code and host program joined by ld -r into one .o); do not link.")
    boolean objectsOnly;

    @Option(names = "--target", paramLabel = "cuda|opencl|cpu", description = "cuda (default): nvcc -arch=sm_90 (or -arch); opencl: the host program, which embeds the OpenCL kernels, built with gcc and linked with the OpenCL ICD loader (-lOpenCL); cpu: the CPU emulation of the CUDA program, built with g++ and gcc.")
    Target target = Target.cuda;

    @Option(names = "--race-check", description = "With --target cpu: the program checks the kernels' element accesses for data races when it runs (docs/cpu-target.md).")
    boolean raceCheck;

    /** How an input is built. */
    enum Kind {
        /** A C file: translated, then compiled. */
        TRANSLATED,
        /** A CUDA or C++ source of the user's: compiled as it is. */
        SOURCE,
        /** An object or library: linked. */
        LINKED
    }

    /** The kind of an input by its extension, or null when hicuda compile does not take it. */
    static Kind kind(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString();
        if (name.matches(".*\\.so(\\.[0-9]+)*")) {
            return Kind.LINKED;
        }
        int dot = name.lastIndexOf('.');
        String ext = dot < 0 ? "" : name.substring(dot + 1);
        return switch (ext) {
            case "c" -> Kind.TRANSLATED;
            case "cu", "cpp", "cc", "cxx", "c++", "C" -> Kind.SOURCE;
            case "o", "a" -> Kind.LINKED;
            default -> null;
        };
    }

    @Override
    public Integer call() {
        PrintStream err = parent.err;
        String problem = problem();
        if (problem != null) {
            err.println("hicuda: error: " + problem);
            err.println("Try 'hicuda compile --help' for more information.");
            return ExitCode.USAGE;
        }
        Optimizations optimizations = common.optimizations(err, Main.Common.translatorLevel(backEnd.optimization));
        if (optimizations == null) {
            return ExitCode.USAGE;
        }
        List<Path> translated = files.stream().filter(f -> kind(f) == Kind.TRANSLATED).toList();
        CompileOptions opts = new CompileOptions(target, common.includeDirs, common.defines, false, raceCheck, optimizations,
                parent.hostCompiler, common.codeGen());
        return Main.compile(files, opts, common, err, c -> {
            List<Compiler.Translation> translations = translateProgram(c, translated);
            common.printOptReport(c, err);
            c.reporter().finish(); // JSON diagnostics come before what the compilers print
            try {
                return objectsOnly ? objects(translations) : program(translations);
            } catch (IOException e) {
                err.println("hicuda: error: " + e.getMessage());
                return ExitCode.INPUT_ERRORS;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return ExitCode.INTERNAL;
            }
        });
    }

    /**
     * Translates the .c files of one program, together (calls, data directives and constant memory
     * across files, issue 13): one device file and host program per file.
     */
    static List<Compiler.Translation> translateProgram(Compiler c, List<Path> sources) {
        return c.translateProgram(sources);
    }

    /** What is wrong with the command line, or null. */
    private String problem() {
        if (target == Target.c) {
            return "'compile' takes --target cuda, opencl or cpu";
        }
        if (raceCheck && target != Target.cpu) {
            return "--race-check needs --target cpu (the race checker is part of the CPU emulation)";
        }
        if (backEnd.arch != null && target != Target.cuda) {
            return "-arch is an option of the CUDA target (nvcc)";
        }
        for (Path f : files) {
            Kind k = kind(f);
            if (k == null) {
                return f + ": not a file hicuda compile takes (.c to translate; .cu, .cpp, .cc, .cxx to compile; .o, .a, .so to link)";
            }
            if (target != Target.cuda && f.toString().endsWith(".cu")) {
                return f + ": a CUDA source needs --target cuda (the " + (target == Target.cpu ? "CPU emulation" : "OpenCL target")
                        + " builds only what hicuda translated)";
            }
            if (objectsOnly && k == Kind.LINKED) {
                return f + ": nothing to compile with -c (objects and libraries are linked without -c)";
            }
        }
        if (objectsOnly && output != null && files.size() > 1) {
            return "-o with -c names the object of one input; give one input, or leave -o out (each NAME.c gives NAME.o)";
        }
        if (objectsOnly && dependencies.file != null && files.size() > 1) {
            return "-MF with -c names the dependency file of one input; give one input, or leave -MF out (each NAME.o gets NAME.d)";
        }
        if (!objectsOnly && dependencies.wanted()) {
            return "-MD and -MMD go with -c (a dependency file per object); 'hicuda translate -MD' writes one for a translation";
        }
        if (output != null && output.toString().equals("-")) {
            return "compile writes a file; -o - is for 'translate'";
        }
        return dependencies.problem();
    }

    /** Builds the program from every input; the exit code. */
    private int program(List<Compiler.Translation> translations) throws IOException, InterruptedException {
        Path exe = output != null ? output : Path.of("a.out");
        if (!folderExists(exe)) {
            return ExitCode.USAGE;
        }
        Path work = workFolder();
        try {
            List<Build.Unit> units = write(translations, work);
            List<Path> others = files.stream().filter(f -> kind(f) != Kind.TRANSLATED).toList();
            Path partial = partial(exe);
            Build build = new Build(target, common.withFastMath(backEnd.flags(common, List.of()), target));
            return finish(Build.run(build.executable(units, others, partial, work), parent.err, parent.err, backEnd.verbose), partial, exe);
        } finally {
            clean(work);
        }
    }

    /** Compiles each input into its object (-c); the exit code. */
    private int objects(List<Compiler.Translation> translations) throws IOException, InterruptedException {
        Path work = workFolder();
        try {
            Build build = new Build(target, common.withFastMath(backEnd.flags(common, List.of()), target));
            Set<String> stems = new HashSet<>();
            int t = 0;
            for (Path f : files) {
                Path obj = output != null ? output : Path.of(stem(f) + ".o");
                if (!folderExists(obj)) {
                    return ExitCode.USAGE;
                }
                Path partial = partial(obj);
                List<List<String>> steps;
                Compiler.Translation translation = null;
                if (kind(f) == Kind.TRANSLATED) {
                    translation = translations.get(t++);
                    Build.Unit unit = Build.write(work, unique(stem(f), stems), f, translation.output(), target);
                    steps = build.object(unit, partial, work);
                } else {
                    steps = List.of(build.otherObject(f, partial, dependencyFlags(obj)));
                }
                int code = finish(Build.run(steps, parent.err, parent.err, backEnd.verbose), partial, obj);
                if (code != ExitCode.OK) {
                    return code;
                }
                if (translation != null && dependencies.wanted()) {
                    dependencies.write(obj, translation);
                }
            }
            return ExitCode.OK;
        } finally {
            clean(work);
        }
    }

    /** The dependency options for a source the back end compiles itself (nvcc and g++ take gcc's). */
    private List<String> dependencyFlags(Path obj) {
        List<String> flags = new ArrayList<>();
        if (!dependencies.wanted()) {
            return flags;
        }
        flags.add(dependencies.all ? "-MD" : "-MMD");
        flags.addAll(List.of("-MF", dependencies.fileFor(obj).toString()));
        for (String t : dependencies.targets.isEmpty() ? List.of(obj.toString()) : dependencies.targets) {
            flags.addAll(List.of("-MT", t));
        }
        if (dependencies.phony) {
            flags.add("-MP");
        }
        return flags;
    }

    /** Writes the translations into the work folder, each under its source's name (made unique). */
    private List<Build.Unit> write(List<Compiler.Translation> translations, Path work) throws IOException {
        Set<String> stems = new HashSet<>();
        List<Build.Unit> units = new ArrayList<>();
        for (Compiler.Translation t : translations) {
            units.add(Build.write(work, unique(stem(t.input()), stems), t.input(), t.output(), target));
        }
        return units;
    }

    /** After the build: on success the partial output takes the output's name; on failure it goes and the failure is reported. */
    private int finish(String failure, Path partial, Path out) throws IOException {
        if (failure != null) {
            Files.deleteIfExists(partial);
            parent.err.println("hicuda: error: " + failure);
            if (failure.startsWith("cannot run nvcc")) {
                parent.err.println("hicuda: note: --target cpu builds the CPU emulation with g++ and gcc, without CUDA");
            }
            return ExitCode.TOOL_FAILED;
        }
        try {
            Files.move(partial, out, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(partial, out, StandardCopyOption.REPLACE_EXISTING);
        }
        return ExitCode.OK;
    }

    /** Whether the folder of an output exists (said when it does not). */
    private boolean folderExists(Path out) {
        Path dir = out.toAbsolutePath().getParent();
        if (dir != null && !Files.isDirectory(dir)) {
            parent.err.println("hicuda: error: cannot write " + out + ": no folder " + dir);
            return false;
        }
        return true;
    }

    /** A name beside {@code out} for the output while it is built. */
    private static Path partial(Path out) {
        return out.toAbsolutePath().resolveSibling("." + out.getFileName() + "." + ProcessHandle.current().pid() + ".hicuda-tmp");
    }

    private Path workFolder() throws IOException {
        return backEnd.keep != null ? Files.createDirectories(backEnd.keep) : Files.createTempDirectory("hicuda-compile");
    }

    private void clean(Path work) throws IOException {
        if (backEnd.keep == null) {
            try (Stream<Path> walk = Files.walk(work)) {
                walk.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
    }

    /** A file's name without its extension. */
    static String stem(Path f) {
        return f.getFileName().toString().replaceFirst("\\.[^.]*$", "");
    }

    /** {@code stem}, or {@code stem-2}, {@code stem-3}, ... when taken. */
    private static String unique(String stem, Set<String> taken) {
        String s = stem;
        for (int i = 2; !taken.add(s.toLowerCase(Locale.ROOT)); i++) {
            s = stem + "-" + i;
        }
        return s;
    }
}
