package dev.hicuda.optimize;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Shared tiling: arrays the threads of a block read in common are staged over a strip-mined loop;
 * refused for written arrays, subscripts that are not affine, loops whose bounds differ between the
 * threads of a block, too little shared memory, the programmer's own shared directive, accesses that
 * do not factor into subscripts.
 */
class SharedTilingTest {
    @TempDir
    Path tmp;

    @Test
    void matrixMultiplyStagesRowsAndColumnsOverStripsOfK() throws IOException {
        Optimized o = Optimized.translate(tmp, Files.readString(Path.of("src/test/resources/e2e/80_opt_matmul.c")), "-O2")
                .computesWhatSequentialDoes();
        assertThat(o.lines("matmul", "shared-tiling")).containsExactly("not staged: C is written in the kernel",
                "applied: loop 'k' strip-mined by 32; in shared memory: A [64 x 32] (read by 16 threads), B [32 x 64] (read by 16 threads),"
                        + " 16384 bytes a block");
        assertThat(o.device).contains("for (int k_s = 0; k_s < m; k_s += 32)", "__syncthreads();", "s_A[", "s_B[");
        // the tiles are read at the copies' unclamped indices (the thread's index plus constants: 70 rows under 64 x 64
        // tiles leave copies beyond the end, whose values the guarded stores discard), and a full strip of the 45
        // iterations of k runs without the guard the last one needs
        String d = o.device.replaceAll("\\s+", " ");
        assertThat(d).contains("s_A[(int)threadIdx.y + 16][k - k_s]", "if (k_s + 32 <= m) {", "} else {", "if (k < m) {");
        assertThat(d).doesNotContain("s_A[i_1 - i_b");
        Optimized noCoarsening = Optimized.translate(tmp, Files.readString(Path.of("src/test/resources/e2e/80_opt_matmul.c")), "-O2",
                "--opt=-coarsening").computesWhatSequentialDoes();
        assertThat(noCoarsening.lines("matmul", "shared-tiling")).contains("applied: loop 'k' strip-mined by 32; in shared memory:"
                + " A [16 x 32] (read by 16 threads), B [32 x 16] (read by 16 threads), 4096 bytes a block");
    }

    @Test
    void allPairsStagesTheOtherBodiesStripByStrip() throws IOException {
        Optimized o = Optimized.translate(tmp, Files.readString(Path.of("src/test/resources/e2e/83_opt_allpairs.c")), "-O2")
                .computesWhatSequentialDoes();
        assertThat(o.lines("forces", "shared-tiling")).contains("applied: loop 'j' strip-mined by 64; in shared memory: pos [64 x 4]"
                + " (read by 64 threads), 1024 bytes a block");
        assertThat(o.lines("triangle", "shared-tiling")).containsExactly("not applied: pos is read in no loop of the body that every"
                + " thread of a block runs alike; tri is written in the kernel");
    }

    static String kernel(String body) {
        return """
                #include <stdio.h>
                #define N 64
                float A[N][N], B[N][N], H[N][N][64];
                int idx[N];
                int main(void)
                {
                    int i, j, k;
                    double s = 0.0;
                    for (i = 0; i < N; i++) {
                        idx[i] = (i * 5) % N;
                        for (j = 0; j < N; j++) {
                            A[i][j] = (float)((i + j) % 9);
                            for (k = 0; k < 64; k++) H[i][j][k] = 0.5f * k;
                        }
                    }
                #pragma hicuda global alloc A[*][*] copyin
                #pragma hicuda global alloc H[*][*][*] copyin
                #pragma hicuda global alloc idx[*] copyin
                #pragma hicuda global alloc B[*][*]
                #pragma hicuda kernel t tblock(N / 16, N / 16) thread(16, 16)
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < N; i++)
                #pragma hicuda loop_partition over_tblock over_thread
                        for (j = 0; j < N; j++) {
                """ + body + """
                        }
                #pragma hicuda kernel_end
                #pragma hicuda global copyout B[*][*]
                #pragma hicuda global free A B H idx
                    for (i = 0; i < N; i++)
                        for (j = 0; j < N; j++)
                            s += B[i][j] * (1 + (i + j) % 3);
                    printf("%.3f\\n", s);
                    return 0;
                }
                """;
    }

    @Test
    void refusals() throws IOException {
        assertThat(Optimized.translate(tmp, kernel("""
                            float t = 0.0f;
                            for (k = 0; k < N; k++)
                                t += A[idx[k]][j];
                            B[i][j] = t;
                """), "-O2", "--opt=-coarsening").lines("t", "shared-tiling")).anyMatch(l -> l.startsWith("not applied: a subscript"
                + " of A depends on 'idx[k]', which differs between threads or iterations (not affine in the loop variables)"));
        assertThat(Optimized.translate(tmp, kernel("""
                            float t = 0.0f;
                            for (k = i; k < N; k++)
                                t += A[k][j];
                            B[i][j] = t;
                """), "-O2", "--opt=-coarsening").lines("t", "shared-tiling")).contains("not applied: A is read in no loop of the body that every"
                + " thread of a block runs alike; B is written in the kernel");
        assertThat(Optimized.translate(tmp, kernel("""
                            float t = 0.0f;
                            for (k = 0; k < N; k++)
                                t += H[i][k][j] + H[j][k][i];
                            B[i][j] = t;
                """), "-O2", "--opt=-coarsening").lines("t", "shared-tiling")).contains("not applied: the accesses of H are not a constant distance"
                + " apart in dimension 1; B is written in the kernel");
        assertThat(Optimized.translate(tmp, kernel("""
                            float t = 0.0f;
                            for (k = 0; k < 8; k++)
                                t += H[k][i][j];
                            B[i][j] = t;
                """), "-O2", "--opt=-coarsening", "--opt=+shared-tiling").lines("t", "shared-tiling")).contains("not staged: B is written in"
                + " the kernel",  "applied: loop 'k' staged whole (8 iterations); in shared memory: H [8 x 16 x 16] (coalesced loads), 8192 bytes a block");
        assertThat(Optimized.translate(tmp, kernel("""
                            float t = 0.0f;
                            for (k = 0; k < N; k++)
                                t += H[k][i][j] * H[i][j][k];
                            B[i][j] = t;
                """), "-O2", "--opt=-coarsening").lines("t", "shared-tiling")).contains("not applied: the accesses of H are not a constant distance"
                + " apart in dimension 1; B is written in the kernel");
        String big = kernel("""
                            float t = 0.0f;
                            for (k = 0; k < N; k++)
                                t += H[k][i][0] + H[k][i][63];
                            B[i][j] = t;
                """);
        assertThat(Optimized.translate(tmp, big, "-O2", "--opt=-coarsening").lines("t", "shared-tiling")).contains("not applied:"
                + " B is written in the kernel; too little shared memory for H (32768 bytes a block for a strip of 8, over 24576)");
        Optimized explicit = Optimized.translate(tmp, Files.readString(Path.of("src/test/resources/e2e/84_opt_left_alone.c")), "-O2");
        assertThat(explicit.line("explicit_shared", "shared-tiling")).isEqualTo("not applied: the loop body has a directive (barrier,"
                + " shared data, singular): the threads of a block work together there");
    }
}
