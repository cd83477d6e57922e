package dev.hicuda.driver;

import dev.hicuda.pass.Target;

import dev.hicuda.backend.BackEndRegistry;
import dev.hicuda.backend.Output;
import dev.hicuda.backend.cpu.CpuBackEnd;
import dev.hicuda.diag.Reporter;
import dev.hicuda.frontend.FrontEnd;
import dev.hicuda.ir.source.Inclusion;
import dev.hicuda.ir.source.ParsedProgram;
import dev.hicuda.ir.source.SourceFile;
import dev.hicuda.pass.PassContext;
import dev.hicuda.pass.WholeProgram;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Front end → passes → back end, for a program of one or more input files: each file is read on
 * its own (its macros, its headers), the passes see them as one program (calls, data directives and
 * constant memory across files, issue 13), and each file gets its own output.
 */
public final class Compiler {
    private final CompileOptions options;
    private final Reporter reporter;
    private final BackEndRegistry backEnds = BackEndRegistry.load();
    private String optReport = "";

    public Compiler(CompileOptions options, Reporter reporter) {
        this.options = options;
        this.reporter = reporter;
    }

    /** Where this compilation's diagnostics go. */
    public Reporter reporter() {
        return reporter;
    }

    /**
     * Everything {@link #translate} does for the CUDA target, the output then discarded: reports
     * exactly the errors and warnings that {@code translate} would.
     */
    public void check(List<Path> inputs) {
        Compiler c = new Compiler(options.withTarget(Target.cuda), reporter);
        try {
            c.translateProgram(inputs, true);
        } finally {
            optReport += c.optReport;
        }
    }

    /**
     * The optimizations asked for, with the choices of {@code IN.tune} beside the input when there is one
     * (written by {@code hicuda tune}, or by hand); a malformed line is an error of the input.
     */
    private Optimizations withTuningFile(Path input) {
        Path tune = TuningFile.of(input);
        if (!java.nio.file.Files.isRegularFile(tune)) {
            return options.optimizations();
        }
        try {
            return options.optimizations().withTuning(dev.hicuda.optimize.Tuning.parse(java.nio.file.Files.readString(tune)));
        } catch (IllegalArgumentException | java.io.IOException e) {
            reporter.error(null, tune + ": " + e.getMessage());
            reporter.stopIfErrors();
            return options.optimizations();
        }
    }

    /** The optimization report of the translations this compiler made ({@code --opt-report}). */
    public String optReport() {
        return optReport;
    }

    /**
     * What translating a file produced, with the files it was read from: the file itself, then every
     * header it included (directly or not), once each, in the order they were read.
     */
    public record Translation(Path input, Output output, List<SourceFile> sources) {
        /** The files as a dependency list names them: all, or only the user's (without system headers). */
        public List<Path> dependencies(boolean systemHeaders) {
            List<Path> deps = new ArrayList<>();
            for (SourceFile f : sources) {
                if (f.path() != null && (systemHeaders || f.kind() != SourceFile.Kind.SYSTEM_HEADER) && !deps.contains(f.path())) {
                    deps.add(f.path());
                }
            }
            return deps;
        }
    }

    /** Translates; throws CompilationError (after reporting) on errors. */
    public Output translate(Path input) {
        return translateFile(input, true).output();
    }

    /** Translates, with the choices of the tuning file beside the input when {@code tuningFile} (and there is one). */
    public Output translate(Path input, boolean tuningFile) {
        return translateFile(input, tuningFile).output();
    }

    /** Translates, and says which files the translation read; throws CompilationError (after reporting) on errors. */
    public Translation translateFile(Path input) {
        return translateFile(input, true);
    }

    private Translation translateFile(Path input, boolean tuningFile) {
        return translateProgram(List.of(input), tuningFile).get(0);
    }

    /** Translates the files of one program, one output per file in the same order; throws CompilationError on errors. */
    public List<Output> translate(List<Path> inputs) {
        return translateProgram(inputs).stream().map(Translation::output).toList();
    }

    /**
     * Translates the files of one program (calls, data directives and constant memory across them):
     * one translation per file, in the same order; throws CompilationError (after reporting) on errors.
     */
    public List<Translation> translateProgram(List<Path> inputs) {
        return translateProgram(inputs, true);
    }

    /**
     * As above; {@code tuningFile}: with the choices of the tuning file beside a single input (a
     * program of several files is translated with the options as given).
     */
    private List<Translation> translateProgram(List<Path> inputs, boolean tuningFile) {
        if (inputs.isEmpty()) {
            return List.of(); // hicuda compile with objects only: nothing to translate
        }
        FrontEnd front = new FrontEnd(reporter, options.includeDirs(), options.defines(), options.hostCompiler().get());
        List<PassContext> units = new ArrayList<>();
        for (Path input : inputs) {
            ParsedProgram program = front.parseFile(input);
            PassContext ctx = new PassContext(reporter, program, options.target(), options.report(), options.codeGen());
            ctx.put(CpuBackEnd.RACE_CHECK, options.raceCheck() && options.target() == Target.cpu);
            units.add(ctx);
        }
        reporter.stopIfErrors();
        WholeProgram program = new WholeProgram(units);
        Pipeline pipeline = options.target() == Target.c ? Pipeline.analysesOnly()
                : Pipeline.full(tuningFile && inputs.size() == 1 ? withTuningFile(inputs.get(0)) : options.optimizations());
        try {
            pipeline.run(program);
        } finally {
            for (PassContext u : units) {
                optReport += dev.hicuda.optimize.OptReport.of(u).render();
            }
        }
        reporter.stopIfErrors();
        List<Translation> out = new ArrayList<>();
        for (int i = 0; i < inputs.size(); i++) {
            PassContext u = units.get(i);
            Output o = backEnds.forTarget(options.target()).emit(u.program().unit(), u);
            reporter.stopIfErrors(); // what the target cannot express (the OpenCL back end's located errors)
            List<SourceFile> sources = new ArrayList<>();
            sources.add(u.program().main());
            for (Inclusion inc : u.program().inclusions()) {
                sources.add(inc.header());
            }
            out.add(new Translation(inputs.get(i), o, List.copyOf(sources)));
        }
        return out;
    }
}
