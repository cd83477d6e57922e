package dev.hicuda.e2e;

import dev.hicuda.support.Builds;
import dev.hicuda.support.Proc;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Builds a translation for the CPU target with g++, runs it, and compares what it prints with the sequential program's output. */
public final class CpuRun {
    private CpuRun() {
    }

    /**
     * {@code cpu} (the device file of a --target cpu translation of {@code src}, with its host file and the runtime headers beside it) built and
     * run prints the numbers that {@code src} built by gcc prints, to a relative tolerance of 1e-4, and
     * exits with the same status.
     */
    public static void assertMatchesSequential(Path src, Path cpu, Path tmp) {
        // named after the translation (NAME-O0.cpu.cpp, NAME-O2.cpu.cpp): one program's translations are built and run concurrently
        String base = cpu.getFileName().toString().replace(".cpu.cpp", "");
        Proc.Result b = Builds.cpu(cpu, tmp.resolve(base + ".cpu"), "-O1");
        assertThat(b.exit()).as(b.output()).isZero();
        Proc.Result seqBuild = Proc.run(null, 60, List.of("gcc", "-std=c99", "-w", "-O1", "-o", tmp.resolve(base + ".seq").toString(),
                src.toString(), "-lm"));
        assertThat(seqBuild.exit()).as(seqBuild.output()).isZero();
        Proc.Result seq = Proc.run(null, 60, List.of(tmp.resolve(base + ".seq").toString()));
        // the emulated threads of a block run in an order shuffled by a seed of the program's own (races show)
        Proc.Result emu = Proc.run(null, 300, List.of("env", "HICUDA_CPU_SHUFFLE=" + (src.getFileName().toString().hashCode() & 0xffff),
                tmp.resolve(base + ".cpu").toString()));
        assertThat(emu.exit()).as(emu.output()).isEqualTo(seq.exit());
        OutputComparison.assertSameNumbers(emu.output(), seq.output(), 1e-4);
    }
}
