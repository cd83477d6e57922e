package dev.hicuda.lowering;

import dev.hicuda.analysis.SymbolResolver;
import dev.hicuda.analysis.interproc.CallGraphAnalysis;
import dev.hicuda.analysis.interproc.FunctionClasses;
import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourceFiles;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.source.ParsedProgram;
import dev.hicuda.pass.PassContext;
import dev.hicuda.pass.Target;
import dev.hicuda.pass.WholeProgram;
import dev.hicuda.support.Builds;
import dev.hicuda.support.Cli;
import dev.hicuda.support.Parsing;
import dev.hicuda.support.Proc;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The interprocedural support of issue 13 (journal §5.7.2): the classes of functions, the clones and
 * their names, data directives reaching kernels through calls, device functions reading constant
 * memory, kernel context in callees, several files as one program, {@code shared copyout ... to}.
 * (The e2e programs 90-95 run the same on the CPU target as sequentially; the error cases with their
 * call chains are in src/test/resources/lowering-errors/ip*.c.)
 */
class InterproceduralTest {
    @TempDir
    Path tmp;

    private static final String CLASSES = """
            float a[64];
            static float leaf(float x) { return x * 2.0f; }
            static float mid(float x) { return leaf(x) + 1.0f; }
            static void kernel_fn(void)
            {
                int i;
            #pragma hicuda kernel k tblock(2) thread(32)
            #pragma hicuda loop_partition over_tblock over_thread
                for (i = 0; i < 64; i++)
                    a[i] = mid(a[i]);
            #pragma hicuda kernel_end
            }
            static void driver(void) { kernel_fn(); }
            static int unrelated(int x) { return x + 1; }
            int main(void)
            {
            #pragma hicuda global alloc a[*] copyin
                driver();
            #pragma hicuda global copyout a[*]
            #pragma hicuda global free a
                return unrelated(0);
            }
            """;

    @Test
    void functionsAreClassifiedAsInTheJournal() {
        Reporter reporter = new Reporter(new SourceFiles(), null);
        ParsedProgram p = Parsing.program("t.c", CLASSES, reporter);
        PassContext ctx = new PassContext(reporter, p, Target.cuda, false);
        new SymbolResolver().run(p.unit(), ctx);
        WholeProgram program = new WholeProgram(List.of(ctx));
        new CallGraphAnalysis().run(program);
        assertThat(reporter.diagnostics()).isEmpty();
        FunctionClasses c = FunctionClasses.of(ctx);
        assertThat(kind(c, p, "kernel_fn")).isEqualTo(FunctionClasses.Kind.K);
        assertThat(kind(c, p, "driver")).isEqualTo(FunctionClasses.Kind.MK);
        assertThat(kind(c, p, "main")).isEqualTo(FunctionClasses.Kind.MK);
        assertThat(kind(c, p, "mid")).isEqualTo(FunctionClasses.Kind.IK);
        assertThat(kind(c, p, "leaf")).isEqualTo(FunctionClasses.Kind.IK);
        assertThat(kind(c, p, "unrelated")).isEqualTo(FunctionClasses.Kind.N);
        FunctionDef leaf = p.unit().functions().stream().filter(f -> f.name().equals("leaf")).findFirst().orElseThrow();
        assertThat(c.describeChain(leaf)).isEqualTo("kernel 'k' (t.c:7) \u2192 mid (t.c:10) \u2192 leaf (t.c:3)");
    }

    private static FunctionClasses.Kind kind(FunctionClasses c, ParsedProgram p, String name) {
        return c.kind(p.unit().functions().stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow());
    }

    /** The device file and the host program of {@code code} translated for CUDA at -O0 (the lowering's own output). */
    private String[] translate(String code) throws IOException {
        Path in = tmp.resolve("in.c");
        Files.writeString(in, code);
        Path out = tmp.resolve("in.cu");
        Cli.Result r = Cli.run("translate", "-O0", in.toString(), "-o", out.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        return new String[] {Files.readString(out), Files.readString(Builds.host(out))};
    }

    @Test
    void oneCalleeReachedWithTwoRedirectionsIsClonedWithPredictableNames() throws IOException {
        String[] out = translate("""
                float X[256], Y[256], Z[256];
                static void put(float *dst, int i, float v) { dst[i] = v; }
                int main(void)
                {
                    int i;
                #pragma hicuda global alloc Y[*]
                #pragma hicuda global alloc Z[8:255]
                #pragma hicuda kernel k tblock(2) thread(128)
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 8; i < 256; i++) {
                        put(Y, i, 1.0f);
                        put(Z, i, 2.0f);
                    }
                #pragma hicuda kernel_end
                #pragma hicuda global copyout Y[*]
                #pragma hicuda global copyout Z[8:255]
                #pragma hicuda global free Y Z
                    return 0;
                }
                """);
        assertThat(out[0]).contains("static __device__ void put__g_dst(float *dst, int i, float v)", "    dst[i] = v;",
                "static __device__ void put__g_dst_2(float *dst, int i, float v)", "    dst[i - 8] = v;",
                "put__g_dst(Y, i, 1.0f);", "put__g_dst_2(Z, i, 2.0f);");
    }

    @Test
    void oldStyleCalleesAreWrittenInPrototypeFormForTheDevice() throws IOException {
        // regression: the device copy kept 'scale(x, n) register float x; {', which nvcc and g++ reject
        String[] out = translate("""
                float A[64];
                static float scale(x, n)
                    register float x;
                {
                    return x * n;
                }
                int main(void)
                {
                    int i;
                #pragma hicuda global alloc A[*] copyin
                #pragma hicuda kernel k tblock(2) thread(32)
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < 64; i++)
                        A[i] = scale(A[i], 3);
                #pragma hicuda kernel_end
                #pragma hicuda global copyout A[*]
                #pragma hicuda global free A
                    return 0;
                }
                """);
        assertThat(out[0]).contains("static __device__ float scale(float x, int n) {").doesNotContain("register");
        assertThat(out[1]).as("only kernels call it: the host program has no copy").contains("is called only in kernels")
                .doesNotContain("scale(x, n)");
    }

    @Test
    void aStaticFunctionOnlyKernelsCallLeavesTheHostProgramOthersStay() throws IOException {
        // regression: the host copy of a function only kernels called was dead code, "defined but not used" under gcc -Wall
        String[] out = translate("""
                float A[64];
                static float onlyk(float x);
                static float onlyk(float x) { return x * 2.0f; }
                static float both(float x) { return x + 1.0f; }
                float external(float x) { return x - 1.0f; }
                int main(void)
                {
                    int i;
                #pragma hicuda global alloc A[*] copyin
                #pragma hicuda kernel k tblock(2) thread(32)
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < 64; i++)
                        A[i] = onlyk(A[i]) + both(A[i]) + external(A[i]);
                #pragma hicuda kernel_end
                #pragma hicuda global copyout A[*]
                #pragma hicuda global free A
                    return (int)both(A[0]);
                }
                """);
        assertThat(out[1]).contains("/* onlyk (", ") is called only in kernels: its copy is in the device code */",
                "static float both(float x)", "float external(float x)").doesNotContain("float onlyk(");
        assertThat(out[0]).contains("static __device__ float onlyk(float x)");
    }

    @Test
    void directivesReachAKernelThroughTwoLevelsOfCalls() throws IOException {
        String[] out = translate("""
                float A[512];
                static void inner(float *v, int n)
                {
                    int i;
                #pragma hicuda kernel twice tblock(2) thread(256)
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < n; i++)
                        v[i] = 2.0f * v[i];
                #pragma hicuda kernel_end
                }
                static void outer(float *w, int n) { inner(w, n); }
                int main(void)
                {
                    int lo = 128;
                #pragma hicuda global alloc A[lo:511] copyin
                    outer(A, 512);
                #pragma hicuda global copyout A[lo:511]
                #pragma hicuda global free A
                    return 0;
                }
                """);
        // the section's start, a local of main, reaches both levels as an extra parameter; the device copy as g_w, g_v
        // (the chunk of loop i per block, (n + 1) / 2, is computed by the host in inner and passed to the kernel)
        assertThat(out[1]).contains("outer__g_w(A, 512, g_A, lo);", "static void outer__g_w(float *w, int n, float *g_w, int w_1)",
                "    inner__g_v(w, n, g_w, w_1);", "static void inner__g_v(float *v, int n, float *g_v, int v_1)",
                "hicuda_launch_twice(twice_grid, twice_block, 0, 0, g_v, n, v_1, twice_i_chunk)");
        assertThat(out[0]).contains("v[i - v_1] = 2.0f * v[i - v_1];");
    }

    @Test
    void aDeviceFunctionReadsTheConstantCopyThatMainMade() throws IOException {
        String[] out = translate("""
                float COEF[4];
                float Y[128];
                static float poly(float x) { return (COEF[2] * x + COEF[1]) * x + COEF[0]; }
                static void eval(void)
                {
                    int i;
                #pragma hicuda kernel p tblock(1) thread(128)
                #pragma hicuda loop_partition over_thread
                    for (i = 0; i < 128; i++)
                        Y[i] = poly((float) i);
                #pragma hicuda kernel_end
                }
                int main(void)
                {
                #pragma hicuda constant copyin COEF[*]
                #pragma hicuda global alloc Y[*]
                    eval();
                #pragma hicuda global copyout Y[*]
                #pragma hicuda global free Y
                #pragma hicuda constant remove COEF
                    return 0;
                }
                """);
        assertThat(out[0]).contains("static __device__ float poly__c_COEF(float x)",
                "return (c_COEF[2] * x + c_COEF[1]) * x + c_COEF[0];", "Y[i] = poly__c_COEF((float) i);");
        assertThat(out[1]).contains("static void eval__c_COEF__g_Y(float *g_Y)", "eval__c_COEF__g_Y(g_Y);");
    }

    @Test
    void aPartitionedLoopInACalleeUsesTheKernelsGridAtItsNestingLevel() throws IOException {
        String[] out = translate("""
                float A[64][128];
                static void row(int r)
                {
                    int j;
                #pragma hicuda loop_partition over_thread
                    for (j = 0; j < 128; j++)
                        A[r][j] = (float)(r + j);
                }
                int main(void)
                {
                    int r;
                #pragma hicuda global alloc A[*][*]
                #pragma hicuda kernel k tblock(64) thread(128)
                #pragma hicuda loop_partition over_tblock
                    for (r = 0; r < 64; r++)
                        row(r);
                #pragma hicuda kernel_end
                #pragma hicuda global copyout A[*][*]
                #pragma hicuda global free A
                    return 0;
                }
                """);
        // level 1 over thread blocks at the call, level 0 over threads: the callee's loop takes threadIdx.x
        assertThat(out[0]).contains("static __device__ void row__g_A__in_k_1_0(int r, float (*A)[128])", "j = (int)threadIdx.x;",
                "row__g_A__in_k_1_0(r, A);");
    }

    @Test
    void sharedCopyoutToWritesTheSharedCopyToAnotherArray() throws IOException {
        Assumptions.assumeTrue(Proc.available("g++") && Proc.available("gcc"), "g++ and gcc are needed");
        Path in = tmp.resolve("to.c");
        Files.writeString(in, """
                #include <stdio.h>
                #define N 512
                float A[N], B[N];
                int main(void)
                {
                    int i;
                    for (i = 0; i < N; i++) {
                        A[i] = (float) i;
                        B[i] = -1.0f;
                    }
                #pragma hicuda global alloc A[*] copyin
                #pragma hicuda global alloc B[*] copyin
                #pragma hicuda kernel k tblock(N / 128) thread(128)
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < N; i++) {
                #pragma hicuda shared alloc A[i] copyin
                        A[i] = A[i] * 2.0f + 1.0f;
                #pragma hicuda shared copyout A[i] to B[i]
                #pragma hicuda shared remove A
                    }
                #pragma hicuda kernel_end
                #pragma hicuda global copyout A[*]
                #pragma hicuda global copyout B[*]
                #pragma hicuda global free A B
                    printf("%.1f %.1f %.1f %.1f\\n", A[3], B[3], A[N - 1], B[N - 1]);
                    return 0;
                }
                """);
        Path out = tmp.resolve("to.cpu.cpp");
        Cli.Result r = Cli.run("translate", "--target", "cpu", in.toString(), "-o", out.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(Files.readString(out)).contains("B[(i - (int)threadIdx.x + hicuda_e)] = s_A[hicuda_e];");
        Proc.Result b = Builds.cpu(out, tmp.resolve("to"), "-O1");
        assertThat(b.exit()).as(b.output()).isZero();
        Proc.Result run = Proc.run(null, 60, List.of(tmp.resolve("to").toString()));
        // the shared copy went to B's device copy; A's device copy is as it was copied in
        assertThat(run.output().trim()).isEqualTo("3.0 7.0 511.0 1023.0");
    }

    @Test
    void aTwoFileProgramGetsOneOutputPairPerFileAndOnePoolPerDeviceFileThatNeedsIt() throws IOException {
        Path dir = Path.of("src/test/resources/e2e/94_two_files");
        Path out = tmp.resolve("out");
        Cli.Result r = Cli.run("translate", dir.resolve("main.c").toString(), dir.resolve("kernels.c").toString(), "-o", out.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        try (var s = Files.list(out)) {
            assertThat(s.map(p -> p.getFileName().toString()).sorted().toList())
                    .containsExactly("kernels.cu", "kernels.host.c", "main.cu", "main.host.c");
        }
        String kernels = Files.readString(out.resolve("kernels.cu"));
        // the device function of main.c, with main.c's macro and the header's type, reads the kernel file's pool
        assertThat(kernels).contains("#define SCALE 0.5f", "struct layer {", "static __constant__ __align__(4) unsigned char hicuda_constant_pool[32];",
                "static __device__ float attenuate__c_L(float x, int k)", "extern \"C\" void *hicuda_constant_pool_address_kernels(void)");
        String mainHost = Files.readString(out.resolve("main.host.c"));
        // the copy-in writes to both pools; the call passes the device copies to compute's clone in the other file
        assertThat(mainHost).contains("hicuda_constant_pool_address_main() + 0, &L[0]", "hicuda_constant_pool_address_kernels() + 0, &L[0]",
                "void compute__g_out__g_in__c_L(float *out, const float *in, float *g_out, float *g_in);", "compute__g_out__g_in__c_L(B, A, g_B, g_A);");
    }

    @Test
    void runBuildsTheFilesBeforeTheDashDashAsOneProgram() {
        Assumptions.assumeTrue(Proc.available("g++") && Proc.available("gcc"), "g++ and gcc are needed");
        Path dir = Path.of("src/test/resources/e2e/94_two_files");
        Cli.Result r = Cli.run("run", "--target", "cpu", dir.resolve("main.c").toString(), dir.resolve("kernels.c").toString(),
                "--", "extra.c");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).startsWith("sumB 1915.6767\n");
    }

    @Test
    void severalInputsNeedAFolderForTheOutput() throws IOException {
        Path dir = Path.of("src/test/resources/e2e/94_two_files");
        Path file = tmp.resolve("f");
        Files.writeString(file, "x");
        Cli.Result r = Cli.run("translate", dir.resolve("main.c").toString(), dir.resolve("kernels.c").toString(), "-o", file.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("with several input files, -o names a folder");
        assertThat(Files.readString(file)).isEqualTo("x");
    }

    @Test
    void aFileScopeVariableTheKernelsFileDoesNotDeclareIsALocatedError() throws IOException {
        Path a = tmp.resolve("a.c");
        Path b = tmp.resolve("b.c");
        Files.writeString(a, """
                static float T[4];
                float look(int i) { return T[i % 4]; }
                """);
        Files.writeString(b, """
                float look(int i);
                float Y[64];
                int main(void)
                {
                    int i;
                #pragma hicuda global alloc Y[*]
                #pragma hicuda kernel k tblock(1) thread(64)
                #pragma hicuda loop_partition over_thread
                    for (i = 0; i < 64; i++)
                        Y[i] = look(i);
                #pragma hicuda kernel_end
                #pragma hicuda global free Y
                    return 0;
                }
                """);
        Cli.Result r = Cli.run("check", a.toString(), b.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains(a + ":2:28: error: 'T' is a file-scope variable of " + a + " used in device code by 'look', called in"
                + " kernel 'k', but " + b + " does not declare it");
    }
}
