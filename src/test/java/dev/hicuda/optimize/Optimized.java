package dev.hicuda.optimize;

import dev.hicuda.support.Builds;
import dev.hicuda.support.Cli;
import dev.hicuda.support.Proc;
import org.junit.jupiter.api.Assumptions;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Test support for the optimizer's passes: translates a program with options and returns its
 * {@code --opt-report} lines and generated device code; builds it for the CPU target and compares what it
 * prints with the sequential program built by gcc.
 */
final class Optimized {
    final String device;
    final List<String> report;
    private final Path dir;
    private final Path src;
    private final List<String> options;

    private Optimized(Path dir, Path src, List<String> options, String device, List<String> report) {
        this.dir = dir;
        this.src = src;
        this.options = options;
        this.device = device;
        this.report = report;
    }

    /** Translates {@code program} (for CUDA) with {@code options}, --opt-report added. */
    static Optimized translate(Path dir, String program, String... options) throws IOException {
        Path src = dir.resolve("p.c");
        Files.writeString(src, program);
        List<String> args = new ArrayList<>(List.of("translate", "--opt-report"));
        args.addAll(Arrays.asList(options));
        args.addAll(List.of(src.toString(), "-o", dir.resolve("p.cu").toString()));
        Cli.Result r = Cli.run(args.toArray(new String[0]));
        assertThat(r.exit()).as(r.err()).isZero();
        List<String> lines = r.err().lines().filter(l -> l.contains(": kernel ")).map(l -> l.substring(l.indexOf(": kernel ") + 2)).toList();
        return new Optimized(dir, src, List.of(options), Files.readString(dir.resolve("p.cu")), lines);
    }

    /** The report lines of {@code pass} for {@code kernel}, each as "TEXT" (after "kernel K: PASS: "). */
    List<String> lines(String kernel, String pass) {
        String prefix = "kernel " + kernel + ": " + pass + ": ";
        return report.stream().filter(l -> l.startsWith(prefix)).map(l -> l.substring(prefix.length())).toList();
    }

    /** The one line of {@code pass} for {@code kernel}. */
    String line(String kernel, String pass) {
        List<String> l = lines(kernel, pass);
        assertThat(l).as("report lines of %s for kernel %s in %s", pass, kernel, report).hasSize(1);
        return l.get(0);
    }

    /** Builds the program for the CPU target with the same options and checks that it prints what gcc's build prints. */
    Optimized computesWhatSequentialDoes() {
        Assumptions.assumeTrue(Proc.available("gcc") && Proc.available("g++"), "gcc and g++ are needed");
        List<String> args = new ArrayList<>(List.of("translate", "--target", "cpu"));
        args.addAll(options);
        args.addAll(List.of(src.toString(), "-o", dir.resolve("p.cpu.cpp").toString()));
        Cli.Result r = Cli.run(args.toArray(new String[0]));
        assertThat(r.exit()).as(r.err()).isZero();
        Proc.Result b = Builds.cpu(dir.resolve("p.cpu.cpp"), dir.resolve("p.cpu"), "-O1");
        assertThat(b.exit()).as(b.output()).isZero();
        Proc.Result g = Proc.run(null, 60, List.of("gcc", "-std=c99", "-w", "-O1", "-o", dir.resolve("p.seq").toString(), src.toString(), "-lm"));
        assertThat(g.exit()).as(g.output()).isZero();
        Proc.Result emu = Proc.run(null, 120, List.of(dir.resolve("p.cpu").toString()));
        Proc.Result seq = Proc.run(null, 60, List.of(dir.resolve("p.seq").toString()));
        assertThat(emu.exit()).as(emu.output()).isZero();
        assertThat(emu.output()).isEqualTo(seq.output());
        return this;
    }
}
