package dev.hicuda.e2e;

import dev.hicuda.support.Cli;
import dev.hicuda.support.OpenCl;
import dev.hicuda.support.Proc;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The OpenCL target with a program of several files (issue 15, docs/opencl.md "Programs of several
 * files"): the files share one context, one queue and one device (the runtime's state is one weak
 * definition that the linker keeps once), so a device copy made in one file is an argument of a kernel
 * of another; each file builds its own kernels and keeps its own constant pool, which the copies of
 * every file write to.  e2e 94 has both: device copies of main.c passed to a kernel of kernels.c, and a
 * constant copy of main.c read by that kernel through a device function of main.c.
 */
class OpenClSeveralFilesTest {
    private static final Path PROGRAM = Path.of("src/test/resources/e2e/94_two_files");

    @TempDir
    Path tmp;

    @Test
    void deviceCopiesAndConstantCopiesReachAKernelOfAnotherFile() throws IOException {
        Path out = tmp.resolve("out");
        Cli.Result r = Cli.run("translate", "--target", "opencl", PROGRAM.resolve("main.c").toString(), PROGRAM.resolve("kernels.c").toString(),
                "-o", out.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        String main = Files.readString(out.resolve("main.host.c"));
        String kernels = Files.readString(out.resolve("kernels.host.c"));
        // the buffers go to the other file's host function, which launches its kernel with them
        assertThat(main).contains("void compute__g_out__g_in__c_L(float *out, const float *in, cl_mem g_out, cl_mem g_in);",
                "compute__g_out__g_in__c_L(B, A, g_B, g_A);");
        // each file's pool has its function; the copy-in writes to both
        assertThat(kernels).contains("cl_mem hicuda_cl_constant_pool_kernels(const char *where)\n{\n    return hicuda_cl_constant_pool(32, where);",
                "cl_mem hicuda_pool = hicuda_cl_constant_pool(32, hicuda_where);");
        assertThat(main).contains("cl_mem hicuda_cl_constant_pool_kernels(const char *where); /* in another file's host program",
                "hicuda_cl_write(hicuda_cl_constant_pool_kernels(\"" + PROGRAM.resolve("main.c") + ":26: constant copyin L\"), 0, &L[0]",
                "hicuda_cl_write(hicuda_cl_constant_pool_main(\"");
        // one state for the program, one program object per file
        assertThat(Files.readString(out.resolve("hicuda_opencl.h"))).contains(
                "__attribute__((weak)) struct hicuda_cl_shared_state hicuda_cl_shared_v1 = {0};",
                "static struct {\n    cl_program program;\n    cl_mem constant_pool;\n} hicuda_cl_file;");
    }

    @Test
    void aProgramOfOneFileCopiesIntoItsOwnPoolWithNoPoolFunction() throws IOException {
        Path out = tmp.resolve("poly.cl");
        Cli.Result r = Cli.run("translate", "--target", "opencl", "examples/poly_constant.c", "-o", out.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(Files.readString(tmp.resolve("poly.host.c"))).contains("hicuda_cl_write(hicuda_cl_constant_pool(")
                .doesNotContain("hicuda_cl_constant_pool_");
    }

    /** {@code hicuda run} builds the files into one program, which initializes OpenCL once (the verbose line is printed once). */
    @Test
    void runBuildsTheFilesIntoOneProgramWithOneContext() {
        Assumptions.assumeTrue(OpenCl.available(), OpenCl.WHY_NOT);
        String expected = sequential(tmp.resolve("seq"));
        Path exe = tmp.resolve("prog");
        Cli.Result r = Cli.run("compile", "--target", "opencl", PROGRAM.resolve("main.c").toString(), PROGRAM.resolve("kernels.c").toString(),
                "-o", exe.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        Proc.Streams run = Proc.run(null, Map.of("HICUDA_OPENCL_VERBOSE", "1"), 120, List.of(exe.toString()));
        assertThat(run.exit()).as(run.err()).isZero();
        OutputComparison.assertSameNumbers(run.out(), expected, 1e-4);
        assertThat(run.err().split("hicuda: OpenCL device: ", -1)).as(run.err()).hasSize(2);
        Cli.Result hicudaRun = Cli.run("run", "--target", "opencl", PROGRAM.resolve("main.c").toString(), PROGRAM.resolve("kernels.c").toString());
        assertThat(hicudaRun.exit()).as(hicudaRun.err()).isZero();
        OutputComparison.assertSameNumbers(hicudaRun.out(), expected, 1e-4);
    }

    /**
     * {@code hicuda compile -c main.c kernels.c} translates the files together and compiles one object each; both
     * objects define the shared state weakly, so they link (no duplicate definition) into a program with one context.
     */
    @Test
    void objectsCompiledWithDashCLinkIntoOneProgram() throws IOException {
        Assumptions.assumeTrue(OpenCl.available(), OpenCl.WHY_NOT);
        Path dir = Files.createDirectories(tmp.resolve("objects"));
        List<String> cmd = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"), "-cp",
                System.getProperty("java.class.path"), "dev.hicuda.driver.Main", "compile", "--target", "opencl", "-c"));
        cmd.add(PROGRAM.resolve("main.c").toAbsolutePath().toString());
        cmd.add(PROGRAM.resolve("kernels.c").toAbsolutePath().toString());
        Proc.Result c = Proc.run(dir, 300, cmd); // in its own folder: -c of several inputs writes NAME.o in the current folder
        assertThat(c.exit()).as(c.output()).isZero();
        for (String obj : List.of("main.o", "kernels.o")) {
            Proc.Result nm = Proc.run(null, 60, List.of("nm", dir.resolve(obj).toString()));
            assertThat(nm.output()).as(obj).contains(" V hicuda_cl_shared_v1");
        }
        assertThat(Proc.run(null, 60, List.of("nm", dir.resolve("kernels.o").toString())).output()).contains(" T hicuda_cl_constant_pool_kernels");
        Path exe = dir.resolve("prog");
        Cli.Result link = Cli.run("compile", "--target", "opencl", dir.resolve("main.o").toString(), dir.resolve("kernels.o").toString(),
                "-o", exe.toString());
        assertThat(link.exit()).as(link.err()).isZero();
        Proc.Result run = Proc.run(null, 120, List.of(exe.toString()));
        assertThat(run.exit()).as(run.output()).isZero();
        OutputComparison.assertSameNumbers(run.output(), sequential(tmp.resolve("seq")), 1e-4);
    }

    /** What the program prints built by gcc without the directives. */
    private static String sequential(Path exe) {
        Proc.Result b = Proc.run(null, 60, List.of("gcc", "-std=c99", "-w", "-o", exe.toString(), PROGRAM.resolve("main.c").toString(),
                PROGRAM.resolve("kernels.c").toString(), "-lm"));
        assertThat(b.exit()).as(b.output()).isZero();
        Proc.Result r = Proc.run(null, 60, List.of(exe.toString()));
        assertThat(r.exit()).as(r.output()).isZero();
        return r.output();
    }
}
