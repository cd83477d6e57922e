package dev.hicuda.driver;

import dev.hicuda.backend.BackEnd;
import dev.hicuda.backend.Output;
import dev.hicuda.diag.Reporter;
import dev.hicuda.frontend.FrontEnd;
import dev.hicuda.frontend.ParsedProgram;
import dev.hicuda.lowering.PassContext;
import dev.hicuda.lowering.Pipeline;

import java.nio.file.Path;

/** Front end → passes → back end, for one input file. */
public final class Compiler {
    private final CompileOptions options;
    private final Reporter reporter;

    public Compiler(CompileOptions options, Reporter reporter) {
        this.options = options;
        this.reporter = reporter;
    }

    /**
     * Everything {@link #translate} does for the CUDA target, the output then discarded: reports
     * exactly the errors and warnings that {@code translate} would.
     */
    public void check(Path input) {
        new Compiler(options.withTarget(Target.cuda), reporter).translate(input);
    }

    /** Translates; throws CompilationError (after reporting) on errors. */
    public Output translate(Path input) {
        ParsedProgram program = new FrontEnd(reporter, options.includeDirs(), options.defines()).parseFile(input);
        PassContext ctx = new PassContext(reporter, program, options.target(), options.report());
        if (options.target() == Target.c) {
            Pipeline.analysesOnly().run(program.unit(), ctx);
            reporter.stopIfErrors();
            return BackEnd.plainC().emit(program.unit(), ctx);
        }
        Pipeline.full().run(program.unit(), ctx);
        reporter.stopIfErrors();
        BackEnd backEnd = options.target() == Target.cpu ? BackEnd.cpu() : BackEnd.cuda();
        return backEnd.emit(program.unit(), ctx);
    }
}
