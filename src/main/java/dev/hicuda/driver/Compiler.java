package dev.hicuda.driver;

import dev.hicuda.backend.BackEndRegistry;
import dev.hicuda.backend.Output;
import dev.hicuda.diag.Reporter;
import dev.hicuda.frontend.FrontEnd;
import dev.hicuda.ir.source.ParsedProgram;
import dev.hicuda.pass.PassContext;
import dev.hicuda.pass.Target;
import dev.hicuda.pass.WholeProgram;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Front end → passes → back end, for a program of one or more input files: each file is read on
 * its own (its macros, its headers), the passes see them as one program (calls, data directives and
 * constant memory across files), and each file gets its own output.
 */
public final class Compiler {
    private final CompileOptions options;
    private final Reporter reporter;
    private final BackEndRegistry backEnds = BackEndRegistry.load();

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
        new Compiler(options.withTarget(Target.cuda), reporter).translate(inputs);
    }

    /** Translates one file; throws CompilationError (after reporting) on errors. */
    public Output translate(Path input) {
        return translate(List.of(input)).get(0);
    }

    /** Translates the files of one program, one output per file in the same order; throws CompilationError on errors. */
    public List<Output> translate(List<Path> inputs) {
        FrontEnd front = new FrontEnd(reporter, options.includeDirs(), options.defines(), options.hostCompiler().get());
        List<PassContext> units = new ArrayList<>();
        for (Path input : inputs) {
            ParsedProgram program = front.parseFile(input);
            units.add(new PassContext(reporter, program, options.target(), options.report()));
        }
        reporter.stopIfErrors();
        WholeProgram program = new WholeProgram(units);
        Pipeline pipeline = options.target() == Target.c ? Pipeline.analysesOnly() : Pipeline.full(options.optimizations());
        pipeline.run(program);
        reporter.stopIfErrors();
        List<Output> outputs = new ArrayList<>();
        for (PassContext u : units) {
            outputs.add(backEnds.forTarget(options.target()).emit(u.program().unit(), u));
        }
        return outputs;
    }
}
