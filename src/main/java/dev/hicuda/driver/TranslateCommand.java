package dev.hicuda.driver;

import dev.hicuda.backend.Output;
import dev.hicuda.pass.Target;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code hicuda translate}: one program of one or more files into its device files and host programs. */
@Command(name = "translate", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = {"Translate IN.c to CUDA C (default), to OpenCL (--target opencl), to C++ for the CPU emulation (--target cpu), or print it back as C (--target c).",
                "Several files are translated as one program (calls, data directives and kernels may be in different files): "
                        + "each gets its own output, in OUT (a folder) or beside its input."})
final class TranslateCommand implements Callable<Integer> {
    @CommandLine.ParentCommand
    Main parent;

    @CommandLine.Mixin
    Main.Common common = new Main.Common();

    @CommandLine.Mixin
    Main.TranslatorLevel translator = new Main.TranslatorLevel();

    @Parameters(paramLabel = "IN.c", arity = "1..*", description = "The C source file(s) with #pragma hicuda directives: one program.")
    List<Path> inputs = new ArrayList<>();

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", description = "Output file (default: IN.cu, IN.cl, IN.cpu.cpp or IN.out.c by target; the host program is written beside it as IN.host.c; '-' for standard output); with several input files, the folder the outputs go to (created if needed; default: beside each input).")
    Path output;

    @Option(names = "--target", paramLabel = "cuda|opencl|cpu|c", description = "cuda (default): CUDA C for nvcc -arch=sm_90; opencl: the kernels in OpenCL C 1.2 (IN.cl) and the host program in C on the OpenCL 1.2 API, which embeds them (hicuda_opencl.h is written beside it; build with gcc IN.host.c -lOpenCL; docs/opencl.md); cpu: the same program for g++ with the CPU emulation runtime (hicuda_cpu.h is written beside the output); c: the input printed back as C, directives kept (checks syntax and where directives stand only).")
    Target target = Target.cuda;

    @Option(names = "--race-check", description = "With --target cpu: check every element access of the kernels for data races when the program runs (docs/cpu-target.md, 'Race checking'); a race is reported with both source places and the program exits with status 71.")
    boolean raceCheck;

    @CommandLine.Mixin
    DependencyOptions dependencies = new DependencyOptions();

    @Option(names = "--report", description = "Print, per kernel, the grid mapping, the kernel parameters, the logical shape of each data variable, the shared-memory buffer and its layout, the constant memory read and the textured arrays; the constant-memory pool's layout; the functions compiled for the device and their clones; and every device allocation and transfer with its size.")
    boolean report;

    @Override
    public Integer call() {
        if (raceCheck && target != Target.cpu) {
            parent.err.println("hicuda: error: --race-check needs --target cpu (the race checker is part of the CPU emulation)");
            return ExitCode.USAGE;
        }
        Optimizations optimizations = common.optimizations(parent.err, translator.level);
        if (optimizations == null) {
            return ExitCode.USAGE;
        }
        String problem = ProgramInputs.clashing(inputs);
        boolean several = inputs.size() > 1;
        if (problem == null && several && output != null && (output.toString().equals("-") || Files.isRegularFile(output))) {
            problem = "with several input files, -o names a folder (" + output + " is "
                    + (output.toString().equals("-") ? "standard output" : "a file") + ")";
        }
        List<Path> outs = new ArrayList<>();
        for (Path in : inputs) {
            outs.add(!several ? (output == null ? Main.defaultOutput(in, target) : output)
                    : output == null ? Main.defaultOutput(in, target) : output.resolve(Main.defaultOutput(in, target).getFileName()));
        }
        if (problem == null) {
            problem = dependencies.problem();
        }
        if (problem == null && dependencies.wanted() && outs.get(0).toString().equals("-") && dependencies.file == null) {
            problem = "-MD and -MMD with -o - need -MF FILE";
        }
        if (problem == null && several && dependencies.wanted() && (dependencies.file != null || !dependencies.targets.isEmpty())) {
            problem = "-MF and -MT name one file's rule: with several input files, -MD/-MMD write one .d file beside each output";
        }
        if (problem != null) {
            parent.err.println("hicuda: error: " + problem);
            return ExitCode.USAGE;
        }
        CompileOptions opts = new CompileOptions(target, common.includeDirs, common.defines, report, raceCheck, optimizations,
                parent.hostCompiler, common.codeGen());
        return Main.compile(inputs, opts, common, parent.err, c -> {
            List<Compiler.Translation> translations = c.translateProgram(inputs);
            common.printOptReport(c, parent.err);
            for (int i = 0; i < inputs.size(); i++) {
                if (!writeOutput(c, translations.get(i), outs.get(i))) {
                    return ExitCode.INPUT_ERRORS;
                }
            }
            if (report) {
                for (Compiler.Translation t : translations) {
                    parent.out.print((several ? "== " + t.input() + "\n" : "") + t.output().report());
                }
            }
            return ExitCode.OK;
        });
    }

    /** Writes one file's translation (device file, host program, runtime headers, dependencies) to {@code out}; false after reporting. */
    private boolean writeOutput(Compiler c, Compiler.Translation translation, Path out) {
        Output o = translation.output();
        try {
            if (out.toString().equals("-")) {
                parent.out.print((o.hostText() != null ? "/* ==== device file ==== */\n" : "") + o.mainText());
                if (o.hostText() != null) {
                    parent.out.print("/* ==== host program (C) ==== */\n" + o.hostText());
                }
                parent.out.flush();
            } else {
                for (Map.Entry<String, String> extra : o.extraFiles().entrySet()) {
                    Main.write(out.toAbsolutePath().resolveSibling(extra.getKey()), extra.getValue());
                }
                if (o.hostText() != null) {
                    Main.write(out.toAbsolutePath().resolveSibling(Output.hostFileName(out.getFileName().toString())), o.hostText());
                }
                Main.write(out, o.mainText());
            }
            if (dependencies.wanted()) {
                dependencies.write(out.toString().equals("-") ? Main.defaultOutput(translation.input(), target) : out, translation);
            }
            return true;
        } catch (IOException e) {
            c.reporter().error(null, "cannot write " + out + ": " + e.getMessage());
            return false;
        }
    }
}
