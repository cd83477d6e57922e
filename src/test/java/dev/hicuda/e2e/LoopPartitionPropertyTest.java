package dev.hicuda.e2e;

import dev.hicuda.support.Cli;
import dev.hicuda.support.Proc;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * Property: for random loop nests with {@code loop_partition} directives (bounds, steps, signs,
 * conditions, thread-block and thread spaces, BLOCK/CYCLIC, over_thread, nesting levels, barriers,
 * see {@link PartitionedNestGenerator}), the CPU target executes every iteration of every
 * partitioned loop exactly as often as the paper's semantics say: once per thread that the
 * iteration is assigned to (once, when the enclosing loops partition over every dimension); and
 * every barrier is reached by all the threads of the block (the CPU target exits 70 otherwise).
 *
 * <p>Each program batches {@value #CASES} cases (one kernel each), since every g++ build of the
 * CPU target takes seconds. Seeds are fixed ({@value #FIRST_SEED} and on), so a failure
 * reproduces; {@code -Dhicuda.lp.seed=S} runs only seed S and {@code -Dhicuda.lp.programs=N} runs N
 * programs. A failure shows the failing case's source and its translated kernel, and the program
 * is kept under {@code target/loop-partition-failures/}. nvcc compiles the CUDA output of the
 * first {@value #NVCC_PROGRAMS} programs (it is slow).
 */
class LoopPartitionPropertyTest {
    static final long FIRST_SEED = 20261123;
    static final int CASES = 24;
    static final int NVCC_PROGRAMS = 2;
    static final Pattern FAIL = Pattern.compile("^FAIL case (\\d+)\\.(\\d+) .*$", Pattern.MULTILINE);
    static final Pattern DIAG = Pattern.compile(":(\\d+):\\d+: error: ");

    @TempDir
    Path tmp;

    static List<Long> seeds() {
        String one = System.getProperty("hicuda.lp.seed");
        if (one != null && !one.isBlank()) {
            return List.of(Long.parseLong(one.trim()));
        }
        int n = Integer.getInteger("hicuda.lp.programs", 12);
        return LongStream.range(FIRST_SEED, FIRST_SEED + n).boxed().toList();
    }

    @TestFactory
    Stream<DynamicTest> cpuTargetRunsEveryIterationExactlyOnce() {
        Assumptions.assumeTrue(Proc.available("g++"), "g++ is needed");
        return seeds().stream().map(s -> DynamicTest.dynamicTest("seed " + s, () -> cpu(s)));
    }

    @TestFactory
    Stream<DynamicTest> nvccCompilesTheCudaOutput() {
        Assumptions.assumeTrue(Proc.available("nvcc"), "nvcc is needed");
        return seeds().stream().limit(NVCC_PROGRAMS).map(s -> DynamicTest.dynamicTest("seed " + s, () -> cuda(s)));
    }

    @org.junit.jupiter.api.Test
    void generatorIsDeterministicAndCoversTheSpace() {
        PartitionedNestGenerator.Program a = PartitionedNestGenerator.program(FIRST_SEED, CASES);
        PartitionedNestGenerator.Program b = PartitionedNestGenerator.program(FIRST_SEED, CASES);
        assertThat(a.text()).isEqualTo(b.text());
        StringBuilder all = new StringBuilder();
        for (long s : seeds()) {
            all.append(PartitionedNestGenerator.program(s, CASES).text());
        }
        String t = all.toString();
        for (String feature : List.of("over_tblock over_thread", "over_tblock(CYCLIC) over_thread", "over_tblock(BLOCK)",
                "#pragma hicuda loop_partition over_thread\n", "over_thread over_tblock", "<= ", ">= ", " > ", " < ",
                "--", "++", " -= ", " += -", "continue;", "tblock(n", "thread(C", "nowait", "const int", "for (unsigned ",
                "for (long ", "for (short ", "int failed = 0;\n\n#define ", "    for (j", "i1 - ", "i0 + ",
                "#pragma hicuda barrier\n")) {
            assertThat(t).as("the generated programs use '%s'", feature).contains(feature);
        }
    }

    private PartitionedNestGenerator.Program translate(long seed, String target, Path out, Path src) throws IOException {
        PartitionedNestGenerator.Program p = PartitionedNestGenerator.program(seed, CASES);
        Files.writeString(src, p.text());
        Cli.Result r = Cli.run("translate", "--target", target, src.toString(), "-o", out.toString());
        if (r.exit() != 0) {
            Set<PartitionedNestGenerator.Case> bad = new LinkedHashSet<>();
            Matcher m = DIAG.matcher(r.err());
            while (m.find()) {
                PartitionedNestGenerator.Case c = p.caseAtLine(Integer.parseInt(m.group(1)));
                if (c != null) {
                    bad.add(c);
                }
            }
            fail("seed %d: translation failed:\n%s\n%s", seed, r.err(), describe(p, bad, null, keep(src, seed)));
        }
        return p;
    }

    private void cpu(long seed) throws IOException {
        Path src = tmp.resolve("lp" + seed + ".c");
        Path out = tmp.resolve("lp" + seed + ".cpu.cpp");
        PartitionedNestGenerator.Program p = translate(seed, "cpu", out, src);
        Path exe = tmp.resolve("lp" + seed);
        Proc.Result b = dev.hicuda.support.Builds.cpu(out, exe, "-O0");
        if (b.exit() != 0) {
            fail("seed %d: g++ failed on the CPU target:\n%s\n(program kept as %s)", seed, b.output(), keep(src, seed));
        }
        Proc.Result run = Proc.run(null, 300, List.of(exe.toString()));
        String text = run.output();
        Set<PartitionedNestGenerator.Case> bad = new LinkedHashSet<>();
        Matcher m = FAIL.matcher(text);
        while (m.find()) {
            bad.add(p.cases().get(Integer.parseInt(m.group(1))));
        }
        String summary = "checked " + p.leaves() + " leaves, " + bad.size();
        if (!bad.isEmpty() || run.exit() != 0 || !text.contains(summary)) {
            fail("seed %d: the CPU target (exit %d) printed:\n%s\n%s", seed, run.exit(), text,
                    describe(p, bad, Files.readString(out), keep(src, seed)));
        }
    }

    private void cuda(long seed) throws IOException {
        Path src = tmp.resolve("lp" + seed + ".c");
        Path out = tmp.resolve("lp" + seed + ".cu");
        translate(seed, "cuda", out, src);
        Proc.Result b = dev.hicuda.support.Builds.cudaCompile(out);
        assertThat(b.exit()).as("seed %d: nvcc:\n%s", seed, b.output()).isZero();
        assertThat(b.output()).as("seed %d: nvcc warnings", seed).doesNotContainIgnoringCase("warning");
    }

    /** The failing cases' source and, when there is one, their translated kernels. */
    private static String describe(PartitionedNestGenerator.Program p, Set<PartitionedNestGenerator.Case> bad, String translated,
                                   Path kept) {
        StringBuilder sb = new StringBuilder();
        for (PartitionedNestGenerator.Case c : bad) {
            sb.append("---- failing case ").append(c.index()).append(" (lines ").append(c.firstLine()).append('-')
                    .append(c.lastLine()).append(" of the program):\n").append(c.source());
            if (translated != null) {
                sb.append("---- its kernel as translated:\n").append(kernel(translated, "k" + c.index()));
            }
        }
        return sb.append("(the whole program is kept as ").append(kept).append(")").toString();
    }

    static String kernel(String translated, String name) {
        List<String> lines = translated.lines().toList();
        List<String> out = new ArrayList<>();
        boolean in = false;
        for (String l : lines) {
            if (l.startsWith("__global__ void " + name + "(")) {
                in = true;
            }
            if (in) {
                out.add(l);
                if (l.equals("}")) {
                    break;
                }
            }
        }
        return String.join("\n", out) + "\n";
    }

    private static Path keep(Path src, long seed) throws IOException {
        Path dir = Files.createDirectories(Path.of("target", "loop-partition-failures"));
        Path kept = dir.resolve("seed-" + seed + ".c");
        Files.copy(src, kept, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        return kept;
    }
}
