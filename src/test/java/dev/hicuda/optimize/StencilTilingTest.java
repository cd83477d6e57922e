package dev.hicuda.optimize;

import dev.hicuda.support.Cli;
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
 * The stencil tiling pass: where it applies (its report line), the cases it must refuse (written
 * arrays, subscripts that are not nearest neighbours, no chunk to stream, several threads along the
 * stream, jumps, one-dimensional nests, tiles too large for shared memory), --opt, and a hiCUDA
 * kernel of the same form tiled with --opt=+stencil-tiling computing what the sequential program does.
 */
class StencilTilingTest {
    @TempDir
    Path tmp;

    /** A Mint program around one loop nest: 3-D grids A (in) and B (out) of NX x NY x NZ doubles. */
    static String mint(String forLine, String nest) {
        return """
                #define NX 40
                #define NY 20
                #define NZ 30
                double A[NZ][NY][NX], B[NZ][NY][NX];
                int main(void)
                {
                    int x, y, z;
                #pragma mint copy(A, toDevice, NX, NY, NZ)
                #pragma mint copy(B, toDevice, NX, NY, NZ)
                #pragma mint parallel
                    {
                """ + forLine + "\n" + nest + """
                    }
                #pragma mint copy(B, fromDevice, NX, NY, NZ)
                    return 0;
                }
                """;
    }

    static final String SEVEN = """
                    for (z = 1; z < NZ - 1; z++)
                        for (y = 1; y < NY - 1; y++)
                            for (x = 1; x < NX - 1; x++)
                                B[z][y][x] = A[z][y][x] + A[z][y][x - 1] + A[z][y][x + 1] + A[z][y - 1][x] + A[z][y + 1][x]
                                           + A[z - 1][y][x] + A[z + 1][y][x];
            """;

    /** The stencil-tiling report line of {@code program}, translated with {@code opts} (none: {@code --opt=+stencil-tiling}). */
    String report(String program, String... opts) throws IOException {
        if (opts.length == 0) {
            opts = new String[] {"--opt=+stencil-tiling"};
        }
        Path src = tmp.resolve("p.c");
        Files.writeString(src, program);
        String[] args = new String[4 + opts.length];
        args[0] = "translate";
        args[1] = "--report";
        System.arraycopy(opts, 0, args, 2, opts.length);
        args[2 + opts.length] = src.toString();
        args[3 + opts.length] = "-o" + tmp.resolve("p.cu");
        Cli.Result r = Cli.run(args);
        assertThat(r.exit()).as(r.err()).isZero();
        return r.out().lines().filter(l -> l.startsWith("stencil tiling")).findFirst().orElse("(no line)");
    }

    @Test
    void sevenPointStencilWithChunksAlongZIsTiled() throws IOException {
        String line = report(mint("#pragma mint for nest(all) tile(32, 8, 16) chunksize(1, 1, 16)", SEVEN));
        assertThat(line).isEqualTo("stencil tiling, kernel mint_main_12 (" + tmp.resolve("p.c") + ":12): applied: each block"
                + " walks 16 points along 'z' plane by plane; shared A (2 planes x 10 x 34, 7 references, 80 ghost cells a plane,"
                + " one a thread), 5440 bytes a block, one barrier a plane; registers along 'z': A[-1..1]; a tile's next plane loaded"
                + " one step ahead; walk unrolled 4 times");
        String cu = Files.readString(tmp.resolve("p.cu"));
        assertThat(cu).contains("__shared__ double st_s_A[2][10][34];", "__syncthreads();",
                // the 80 ghost cells of a plane: the top and bottom rows on threads 0-63, the side columns on 64-79
                "const int st_g0_0_on = st_g0_0 < 80 && st_g0_0_gy < NY - 1 + 1 && st_g0_0_gx < NX - 1 + 1;",
                // the next plane's loads: assigned on every step, predicated
                "const double st_A_p2 = st_in_A && z + 1 < st_end ? A[z + 2][y][x] : 0;",
                "const double st_A_g0_next = st_g0_0_on && z + 1 < st_end ? A[z + 1][st_g0_0_gy][st_g0_0_gx] : 0;",
                // a step of four planes, unrolled fully: constant ring slots, rotations that are renamings
                "for (int st_k = st_first; st_k < st_end; st_k += 4) {\n        #pragma unroll\n        for (int st_u = 0; st_u < 4; st_u++) {",
                "st_s_A[st_u % 2][(int)threadIdx.y + 1][(int)threadIdx.x + 1] = st_A_0;");
        // one pragma (the lowering's own unrolling leaves the walk's alone), and no launch bounds: the shared planes are no
        // register tile, so ptxas keeps its own register budget
        assertThat(cu.split("#pragma unroll", -1)).hasSize(2);
        assertThat(cu).doesNotContain("__launch_bounds__");
    }

    @Test
    void refusals() throws IOException {
        String chunked = "#pragma mint for nest(all) tile(32, 8, 16) chunksize(1, 1, 16)";
        assertThat(report(mint(chunked, SEVEN.replace("B[z][y][x] =", "A[z][y][x] =")))).endsWith(
                "not applied: no read-only array is read at in-plane neighbours with nearest-neighbour subscripts");
        assertThat(report(mint(chunked, SEVEN.replace("A[z][y][x + 1]", "A[z][y][x + 2]").replace("x < NX - 1", "x < NX - 2")))).endsWith(
                "not applied: no read-only array is read at in-plane neighbours with nearest-neighbour subscripts");
        assertThat(report(mint(chunked, SEVEN.replace("A[z][y - 1][x]", "A[z][y - 1][NX - 1 - x]")))).endsWith(
                "not applied: no read-only array is read at in-plane neighbours with nearest-neighbour subscripts");
        assertThat(report(mint("#pragma mint for nest(all) tile(32, 8, 1)", SEVEN))).endsWith(
                "not applied: a thread computes one point along 'z': no chunk to stream (give the outer dimension a chunk size,"
                        + " e.g. chunksize(1, 1, 64))");
        assertThat(report(mint("#pragma mint for nest(all) tile(32, 8, 16) chunksize(1, 1, 8)", SEVEN))).endsWith(
                "not applied: 2 threads a block along 'z': the threads of a block must walk the outer dimension together"
                        + " (one thread along it)");
        assertThat(report(mint("#pragma mint for nest(all) tile(32, 8, 16) chunksize(1, 2, 16)", SEVEN))).endsWith(
                "not applied: a thread computes several points along 'y'");
        assertThat(report(mint(chunked, SEVEN.replace("B[z][y][x] =", "{ if (x == 3) continue; B[z][y][x] =")
                .replace("A[z + 1][y][x];", "A[z + 1][y][x]; }")))).endsWith(
                "not applied: the body has a directive or a jump");
        assertThat(report(mint("#pragma mint for nest(1) tile(64) chunksize(4)", SEVEN))).endsWith(
                "not applied: the nest has 1 partitioned loop; stencil tiling takes 2 or 3");
        assertThat(report(mint("#pragma mint for nest(all) tile(512, 2, 16) chunksize(1, 1, 16)", SEVEN))).endsWith(
                "not applied: the tiles of A do not fit in 32768 bytes of shared memory");
        // an element that is not arithmetic: its registers could not be assigned a predicated load or 0
        String cells = mint(chunked, SEVEN.replaceAll("(A\\[z[^]]*\\]\\[y[^]]*\\]\\[x[^]]*\\])", "$1.v"))
                .replace("double A[NZ][NY][NX], B[NZ][NY][NX];", "struct cell { double v; };\nstruct cell A[NZ][NY][NX];\ndouble B[NZ][NY][NX];");
        assertThat(cells).contains("A[z][y - 1][x].v");
        assertThat(report(cells)).endsWith("not applied: no read-only array is read at in-plane neighbours with nearest-neighbour subscripts");
    }

    /** A 2-D five-point stencil: the plane is one row, whose neighbours along x the L1 cache already serves. */
    static final String ROWS = """
                    for (y = 1; y < NY - 1; y++)
                        for (x = 1; x < NX - 1; x++)
                            Q[y][x] = P[y][x - 1] + P[y][x + 1] + P[y - 1][x] + P[y + 1][x];
            """;

    @Test
    void costModelLeavesStencilsWithNeighboursAlongXOnlyUntiled() throws IOException {
        String rows = mint("#pragma mint for nest(all) tile(32, 8) chunksize(1, 8)", ROWS)
                .replace("double A[NZ][NY][NX], B[NZ][NY][NX];", "double A[NZ][NY][NX], B[NZ][NY][NX], P[NY][NX], Q[NY][NX];")
                .replace("#pragma mint parallel", "#pragma mint copy(P, toDevice, NX, NY)\n#pragma mint copy(Q, toDevice, NX, NY)\n#pragma mint parallel")
                .replace("#pragma mint copy(B, fromDevice, NX, NY, NZ)", "#pragma mint copy(B, fromDevice, NX, NY, NZ)\n#pragma mint copy(Q, fromDevice, NX, NY)");
        String rowsWhy = "not applied: P is read at in-plane neighbours along 'x' only, which the warp's own loads bring into the L1"
                + " cache: a shared tile would add a barrier a step for no reuse across warps (the cost model; --opt=+stencil-tiling"
                + " tiles it anyway)";
        String why = rowsWhy.replace("P is", "A is");
        // the default level says why the cost model would leave it, where it says how to ask for a nest it would tile
        assertThat(report(rows, "-O2")).endsWith(rowsWhy);
        assertThat(report(mint("#pragma mint for nest(all) tile(32, 8, 16) chunksize(1, 1, 16)", SEVEN), "-O1")).endsWith(ADVICE);
        assertThat(report(mint("#pragma mint for nest(all) tile(32, 8, 16) chunksize(1, 1, 16)", SEVEN), "-O2"))
                .contains("applied: each block walks 16 points along 'z'");
        // forced, the tiling skips its cost model
        assertThat(report(rows)).contains("applied: each block walks 8 points along 'y'", "2 ghost cells a plane, one a thread");
        // a 3-D nest whose array has neighbours along x only
        String xOnly = SEVEN.replace("A[z][y - 1][x] + A[z][y + 1][x]", "A[z][y][x]");
        assertThat(report(mint("#pragma mint for nest(all) tile(32, 8, 16) chunksize(1, 1, 16)", xOnly), "-O1")).endsWith(why);
    }

    /** With the cost model applied (the default at -O2), an array read along x only stays in global memory. */
    @Test
    void costModelTilesOnlyArraysReadAcrossRows() throws IOException {
        Path src = tmp.resolve("mixed.c");
        Files.writeString(src, mint("#pragma mint for nest(all) tile(32, 8, 16) chunksize(1, 1, 16)",
                SEVEN.replace("A[z + 1][y][x];", "A[z + 1][y][x] + C[z][y][x - 1] + C[z][y][x + 1];"))
                .replace("double A[NZ][NY][NX], B[NZ][NY][NX];", "double A[NZ][NY][NX], B[NZ][NY][NX], C[NZ][NY][NX];")
                .replace("#pragma mint parallel", "#pragma mint copy(C, toDevice, NX, NY, NZ)\n#pragma mint parallel"));
        dev.hicuda.driver.Optimizations o0 = dev.hicuda.driver.Optimizations.parse(0, List.of());
        dev.hicuda.backend.Output model = dev.hicuda.support.Translation.output(src, dev.hicuda.pass.Target.cuda,
                dev.hicuda.pass.CodeGenOptions.DEFAULT, new dev.hicuda.driver.Optimizations(0, o0.settings(), StencilTiling.Mode.MODEL, o0.tuned()));
        assertThat(model.report()).contains("applied: each block walks 16 points along 'z'", "shared A (2 planes x 10 x 34",
                "; not tiled (neighbours along 'x' only, served by L1): C");
        assertThat(model.mainText()).contains("__shared__ double st_s_A", "C[z][y][x - 1]").doesNotContain("st_s_C");
        // forced, both are tiled
        assertThat(report(Files.readString(src))).contains("shared A (2 planes x 10 x 34", "C (2 planes x 8 x 34");
    }

    static final String ADVICE = "not applied at -O1: -O2 tiles the nest (docs/mint.md, \"The optimizer\"); --opt=+stencil-tiling tiles it at"
            + " any level";

    @Test
    void optSwitchesTurnItOffOrOnForHicudaKernels() throws IOException {
        String chunked = "#pragma mint for nest(all) tile(32, 8, 16) chunksize(1, 1, 16)";
        assertThat(report(mint(chunked, SEVEN), "--opt=-stencil-tiling")).isEqualTo("(no line)");
        assertThat(report(Files.readString(Path.of("src/test/resources/e2e/09_dims_1d_3d.c")), "-O1")).isEqualTo("(no line)");
        // at -O2 the cost model looks at hiCUDA kernels too; one it leaves gets no line (+stencil-tiling says why)
        assertThat(report(Files.readString(Path.of("src/test/resources/e2e/09_dims_1d_3d.c")), "-O2")).isEqualTo("(no line)");
        assertThat(report(Files.readString(Path.of("src/test/resources/e2e/09_dims_1d_3d.c")), "--opt=+stencil-tiling"))
                .endsWith("not applied: a loop of the nest is not partitioned over both thread blocks and threads");
        // at -O1 a Mint nest is left as it is, and the report says that -O2 tiles it, or why it would not apply
        assertThat(report(mint(chunked, SEVEN), "-O1")).endsWith(ADVICE);
        assertThat(report(mint("#pragma mint for nest(all) tile(32, 8, 1)", SEVEN), "-O2")).endsWith(
                "not applied: a thread computes one point along 'z': no chunk to stream (give the outer dimension a chunk size,"
                        + " e.g. chunksize(1, 1, 64))");
        Cli.Result bad = Cli.run("check", "--opt=stencil-tiling", "src/test/resources/e2e/09_dims_1d_3d.c");
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).contains("hicuda: error: --opt takes +NAME or -NAME, not 'stencil-tiling'");
    }

    /** The same 7-point sweep written with hiCUDA directives: each thread walks a chunk of 8 planes. */
    static final String HICUDA = """
            #include <stdio.h>
            #define NX 37
            #define NY 21
            #define NZ 26
            float A[NZ][NY][NX], B[NZ][NY][NX];
            int main(void)
            {
                int x, y, z, zz;
                double s = 0.0;
                for (z = 0; z < NZ; z++)
                    for (y = 0; y < NY; y++)
                        for (x = 0; x < NX; x++)
                            A[z][y][x] = B[z][y][x] = (float) ((x * 3 + y * 5 + z) % 11);
            #pragma hicuda global alloc A[*][*][*] copyin
            #pragma hicuda global alloc B[*][*][*] copyin
            #pragma hicuda kernel heat tblock((NZ - 2 + 7) / 8, (NY - 2 + 3) / 4, (NX - 2 + 31) / 32) thread(1, 4, 32)
            #pragma hicuda loop_partition over_tblock(CYCLIC) over_thread
                for (zz = 1; zz < NZ - 1; zz += 8) {
            #pragma hicuda loop_partition over_tblock(CYCLIC) over_thread
                    for (y = 1; y < NY - 1; y++) {
            #pragma hicuda loop_partition over_tblock(CYCLIC) over_thread
                        for (x = 1; x < NX - 1; x++)
                            for (z = zz; z < NZ - 1 && z < zz + 8; z++)
                                B[z][y][x] = 0.5f * A[z][y][x] + 0.125f * (A[z][y][x - 1] + A[z][y][x + 1] + A[z][y - 1][x]
                                           + A[z][y + 1][x]) - 0.0625f * (A[z - 1][y][x] + A[z + 1][y][x]);
                    }
                }
            #pragma hicuda kernel_end
            #pragma hicuda global copyout B[*][*][*]
            #pragma hicuda global free A B
                for (z = 0; z < NZ; z++)
                    for (y = 0; y < NY; y++)
                        for (x = 0; x < NX; x++)
                            s += B[z][y][x] * (1 + (x + y + z) % 4);
                printf("%.6f\\n", s);
                return 0;
            }
            """;

    @Test
    void hicudaKernelOfTheSameFormIsTiledAtO2AndComputesTheSame() throws IOException {
        assertThat(report(HICUDA, "-O1")).isEqualTo("(no line)");
        assertThat(report(HICUDA, "-O2")).contains("kernel heat", "applied: each block walks 8 points along 'z'");
        assertThat(report(HICUDA, "--opt=+stencil-tiling")).contains("kernel heat", "applied: each block walks 8 points along 'z'");
        Assumptions.assumeTrue(Proc.available("gcc") && Proc.available("g++"), "gcc and g++ are needed");
        Path src = tmp.resolve("h.c");
        Files.writeString(src, HICUDA);
        Cli.Result r = Cli.run("translate", "--target", "cpu", "--opt=+stencil-tiling", src.toString(), "-o", tmp.resolve("h.cpp").toString());
        assertThat(r.exit()).as(r.err()).isZero();
        Proc.Result b = dev.hicuda.support.Builds.cpu(tmp.resolve("h.cpp"), tmp.resolve("h.cpu"), "-O1");
        assertThat(b.exit()).as(b.output()).isZero();
        Proc.Result g = Proc.run(null, 60, List.of("gcc", "-std=c99", "-w", "-o", tmp.resolve("h.seq").toString(), src.toString()));
        assertThat(g.exit()).as(g.output()).isZero();
        assertThat(Proc.run(null, 120, List.of(tmp.resolve("h.cpu").toString())).output())
                .isEqualTo(Proc.run(null, 60, List.of(tmp.resolve("h.seq").toString())).output());
    }

    /**
     * The tiled translations compute what the sequential programs compute (the e2e programs run at -O0 and -O2,
     * where the tiling is off by default), with the race check on and the threads of a block in a shuffled order:
     * e2e 74 (19 points with a ring of four planes, a register-only coefficient array, 2-D, sizes not multiples
     * of the tiles, two ghost cells a thread), e2e 75 (ghost cells on one side, three ghost cells a thread, a ring
     * of three planes, tiles of two shapes in one nest, chunks shorter than a step of the walk, float and double)
     * and the Mint heat example; nvcc compiles their CUDA translations without warnings.
     */
    @Test
    void tiledMintProgramsComputeWhatTheSequentialProgramsDo() throws IOException {
        Assumptions.assumeTrue(Proc.available("gcc") && Proc.available("g++"), "gcc and g++ are needed");
        for (String p : List.of("src/test/resources/e2e/74_mint_optimizer_stencils.c", "src/test/resources/e2e/75_mint_stencil_tiling_shapes.c",
                "examples/mint_heat3d.c")) {
            Path src = Path.of(p);
            Path out = tmp.resolve(src.getFileName().toString().replace(".c", "-tiled.cpu.cpp"));
            Cli.Result r = Cli.run("translate", "--target", "cpu", "--race-check", "--opt=+stencil-tiling", "--report", p, "-o", out.toString());
            assertThat(r.exit()).as(r.err()).isZero();
            assertThat(r.out()).contains("stencil tiling").contains(": applied:");
            dev.hicuda.e2e.CpuRun.assertMatchesSequential(src, out, tmp);
            if (dev.hicuda.support.OpenCl.available()) {
                // through OpenCL (PoCL in CI), whose steps of the walk are not unrolled: PoCL got them wrong unrolled
                Path cl = tmp.resolve(src.getFileName().toString().replace(".c", "-tiled.cl"));
                Cli.Result t = Cli.run("translate", "--target", "opencl", "--opt=+stencil-tiling", p, "-o", cl.toString());
                assertThat(t.exit()).as(t.err()).isZero();
                Path exe = tmp.resolve(src.getFileName().toString().replace(".c", "-tiled.opencl"));
                Proc.Result b = dev.hicuda.support.Builds.opencl(List.of(cl), exe, "-O1", List.of());
                assertThat(b.exit()).as(b.output()).isZero();
                Proc.Result seq = Proc.run(null, 60, List.of(tmp.resolve(src.getFileName().toString().replace(".c", "-tiled.seq")).toString()));
                dev.hicuda.e2e.OutputComparison.assertSameNumbers(Proc.run(null, 600, List.of(exe.toString())).output(), seq.output(), 1e-4);
            }
            if (Proc.available("nvcc")) {
                Path cu = tmp.resolve(src.getFileName().toString().replace(".c", "-tiled.cu"));
                Cli.Result t = Cli.run("translate", "--opt=+stencil-tiling", p, "-o", cu.toString());
                assertThat(t.exit()).as(t.err()).isZero();
                Proc.Result b = Proc.run(null, 300, List.of("nvcc", "-arch=sm_90", "-c", cu.toString(), "-o", tmp.resolve("k.o").toString()));
                assertThat(b.exit()).as(b.output()).isZero();
                assertThat(b.output()).as("nvcc warnings").doesNotContainIgnoringCase("warning");
            }
        }
    }
}
