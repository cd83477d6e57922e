package dev.hicuda.driver;

import dev.hicuda.pass.Target;

import dev.hicuda.backend.BackEndRegistry;
import dev.hicuda.backend.Output;
import dev.hicuda.diag.Reporter;
import dev.hicuda.frontend.FrontEnd;
import dev.hicuda.ir.source.ParsedProgram;
import dev.hicuda.pass.PassContext;
import dev.hicuda.driver.Pipeline;

import java.nio.file.Path;

/** Front end → passes → back end, for one input file. */
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
    public void check(Path input) {
        Compiler c = new Compiler(options.withTarget(Target.cuda), reporter);
        try {
            c.translate(input);
        } finally {
            optReport = c.optReport;
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

    /** The optimization report of the last translation ({@code --opt-report}). */
    public String optReport() {
        return optReport;
    }

    /** Translates; throws CompilationError (after reporting) on errors. */
    public Output translate(Path input) {
        return translate(input, true);
    }

    /** Translates, with the choices of the tuning file beside the input when {@code tuningFile} (and there is one). */
    public Output translate(Path input, boolean tuningFile) {
        ParsedProgram program = new FrontEnd(reporter, options.includeDirs(), options.defines(), options.hostCompiler().get())
                .parseFile(input);
        PassContext ctx = new PassContext(reporter, program, options.target(), options.report());
        Pipeline pipeline = options.target() == Target.c ? Pipeline.analysesOnly() : Pipeline.full(tuningFile ? withTuningFile(input) : options.optimizations());
        try {
            pipeline.run(program.unit(), ctx);
        } finally {
            optReport = dev.hicuda.optimize.OptReport.of(ctx).render();
        }
        reporter.stopIfErrors();
        return backEnds.forTarget(options.target()).emit(program.unit(), ctx);
    }
}
