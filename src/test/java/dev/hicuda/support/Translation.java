package dev.hicuda.support;

import dev.hicuda.backend.BackEndRegistry;
import dev.hicuda.backend.Output;
import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourceFiles;
import dev.hicuda.driver.Optimizations;
import dev.hicuda.driver.Pipeline;
import dev.hicuda.frontend.FrontEnd;
import dev.hicuda.ir.source.ParsedProgram;
import dev.hicuda.pass.CodeGenOptions;
import dev.hicuda.pass.PassContext;
import dev.hicuda.pass.Target;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Translates a file with code-generation options, in-process: front end, the full pipeline at
 * {@code -O0} (the lowering's own output, which these tests check; the optimizer's passes have
 * their own tests), the back end.
 */
public final class Translation {
    private Translation() {
    }

    /** The main output text for {@code target}; fails with the diagnostics when there are errors. */
    public static String of(Path file, Target target, CodeGenOptions options) {
        return output(file, target, options).mainText();
    }

    /** The host program's text for {@code target} (CUDA, CPU); fails with the diagnostics when there are errors. */
    public static String host(Path file, Target target, CodeGenOptions options) {
        return output(file, target, options).hostText();
    }

    /** Writes the output to {@code out} and the files that go beside it (the host program, the CPU runtime headers) to its folder. */
    public static void write(Path file, Target target, CodeGenOptions options, Path out) throws IOException {
        Output o = output(file, target, options);
        Files.writeString(out, o.mainText());
        if (o.hostText() != null) {
            Files.writeString(out.resolveSibling(Output.hostFileName(out.getFileName().toString())), o.hostText());
        }
        for (Map.Entry<String, String> e : o.extraFiles().entrySet()) {
            Files.writeString(out.resolveSibling(e.getKey()), e.getValue());
        }
    }

    private static Output output(Path file, Target target, CodeGenOptions options) {
        return output(file, target, options, Optimizations.parse(0, List.of()));
    }

    /** The whole output (the report included) with the optimizations {@code opt}: for passes whose modes no switch reaches yet. */
    public static Output output(Path file, Target target, CodeGenOptions options, Optimizations opt) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Reporter reporter = new Reporter(new SourceFiles(), new PrintStream(err, true, StandardCharsets.UTF_8));
        ParsedProgram program = new FrontEnd(reporter, List.of(Path.of("bench/common")), List.of()).parseFile(file);
        PassContext ctx = new PassContext(reporter, program, target, false, options);
        try {
            Pipeline.full(opt).run(ctx.whole());
            reporter.stopIfErrors();
        } catch (RuntimeException e) {
            throw new AssertionError("translation failed: " + err.toString(StandardCharsets.UTF_8), e);
        }
        return BackEndRegistry.load().forTarget(target).emit(program.unit(), ctx);
    }
}
