package dev.hicuda.lowering.kernel;

import dev.hicuda.e2e.CpuRun;
import dev.hicuda.pass.CodeGenOptions;
import dev.hicuda.pass.Target;
import dev.hicuda.support.Proc;
import dev.hicuda.support.Translation;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The kernel-side rewrites of --fast-math (docs/translation.md, "Fast math"). */
class FastMathTest {
    private static final Path PROGRAM = Path.of("src/test/resources/e2e/65_fast_math.c");
    private static final CodeGenOptions FAST = CodeGenOptions.DEFAULT.withFastMath(true);

    @Test
    void divisionsBySquareRootsBecomeReciprocalSquareRoots() {
        String code = Translation.of(PROGRAM, Target.cuda, FAST);
        assertThat(code).contains("float r = X[i] * rsqrtf(Y[i]) + rsqrtf(Y[i] + 1.0f);", "r *= rsqrtf(Y[i] * 2.0f);")
                .doesNotContain("X[i] / sqrtf", "r /= sqrtf");
        // in the device copy of a function the kernel calls, too
        assertThat(code).contains("return x * rsqrtf(y);").doesNotContain("x / sqrtf(y)");
    }

    @Test
    void sineAndCosineOfOneArgumentAreOneSincos() {
        String code = Translation.of(PROGRAM, Target.cuda, FAST);
        assertThat(code).contains("float hicuda_sin0, hicuda_cos0;",
                "sincosf(a, &hicuda_sin0, &hicuda_cos0); /* --fast-math: sine and cosine of one argument */",
                "float cs = hicuda_cos0, sn = hicuda_sin0;",
                "sincosf(a + 1.0f, &hicuda_sin1, &hicuda_cos1);",
                "C[i] = cs + hicuda_sin1;", "C[i] += hicuda_cos1;");
        // a changes between sinf(a) and cosf(a): not fused
        assertThat(code).contains("float p = sinf(a);", "float q = cosf(a);").doesNotContain("hicuda_sin2");
    }

    @Test
    void withoutTheOptionTheMathIsUnchanged() {
        String code = Translation.of(PROGRAM, Target.cuda, CodeGenOptions.DEFAULT);
        assertThat(code).contains("X[i] / sqrtf(Y[i])", "float cs = cosf(a), sn = sinf(a);", "return x / sqrtf(y);")
                .doesNotContain("rsqrtf", "sincosf");
    }

    @TempDir
    Path tmp;

    @Test
    void theRewrittenKernelComputesWhatTheSequentialProgramDoes() throws IOException {
        Assumptions.assumeTrue(Proc.available("gcc") && Proc.available("g++"), "gcc and g++ are needed");
        Path out = tmp.resolve("fm.cpu.cpp");
        Translation.write(PROGRAM, Target.cpu, FAST, out);
        CpuRun.assertMatchesSequential(PROGRAM, out, tmp);
    }

    @Test
    void nvccCompilesTheRewrittenKernel() throws IOException {
        Assumptions.assumeTrue(Proc.available("nvcc"), "nvcc is needed");
        Path out = tmp.resolve("fm.cu");
        Translation.write(PROGRAM, Target.cuda, FAST, out);
        Proc.Result b = Proc.run(null, 300, List.of("nvcc", "-arch=sm_90", "-c", "-o", tmp.resolve("fm.o").toString(), out.toString()));
        assertThat(b.exit()).as(b.output()).isZero();
        assertThat(b.output()).doesNotContainIgnoringCase("warning");
    }

    @Test
    void theCommandLineOptionAsksForTheRewrites() throws IOException {
        Path out = tmp.resolve("cli.cu");
        dev.hicuda.support.Cli.Result r = dev.hicuda.support.Cli.run("translate", "--fast-math", PROGRAM.toString(), "-o", out.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(java.nio.file.Files.readString(out)).contains("rsqrtf(Y[i])", "sincosf(a, &hicuda_sin0, &hicuda_cos0);");
        r = dev.hicuda.support.Cli.run("translate", PROGRAM.toString(), "-o", out.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(java.nio.file.Files.readString(out)).doesNotContain("rsqrtf", "sincosf");
    }

    @Test
    void theBenchmarksGetTheRewritesTheirHandVersionsUse() {
        assertThat(Translation.of(Path.of("bench/nbody/hicuda.c"), Target.cuda, FAST)).contains("float inv = rsqrtf(r2);");
        assertThat(Translation.of(Path.of("bench/mriq/hicuda.c"), Target.cuda, FAST)).contains("sincosf(arg, &hicuda_sin0, &hicuda_cos0);");
    }
}
