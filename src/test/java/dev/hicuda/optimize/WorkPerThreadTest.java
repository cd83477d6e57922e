package dev.hicuda.optimize;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Work per thread: several iterations a thread, unrolled and jammed, the last copies clamped and their
 * stores guarded; refused for a body with a directive, a jump out of it, an unsigned loop variable;
 * the cost model's refusals (a body declaring an array, one dimension, no reuse), forcing, and a tuning file.
 */
class WorkPerThreadTest {
    @TempDir
    Path tmp;

    static String kernel(String decl, String loops, String body) {
        return """
                #include <stdio.h>
                #define N 50
                float A[N][N], B[N][N], C[N][N];
                int main(void)
                {
                    int i, j, k;
                """ + decl + """
                    double s = 0.0;
                    for (i = 0; i < N; i++)
                        for (j = 0; j < N; j++) {
                            A[i][j] = (float)((i * 3 + j) % 7) - 3.0f;
                            B[i][j] = (float)((i + 5 * j) % 5) * 0.5f;
                        }
                #pragma hicuda global alloc A[*][*] copyin
                #pragma hicuda global alloc B[*][*] copyin
                #pragma hicuda global alloc C[*][*] clear
                #pragma hicuda kernel mm tblock(4, 4) thread(16, 16)
                """ + loops + body + """
                #pragma hicuda kernel_end
                #pragma hicuda global copyout C[*][*]
                #pragma hicuda global free A B C
                    for (i = 0; i < N; i++)
                        for (j = 0; j < N; j++)
                            s += C[i][j] * (1 + (i + 2 * j) % 5);
                    printf("%.3f\\n", s);
                    return 0;
                }
                """;
    }

    static final String LOOPS = """
            #pragma hicuda loop_partition over_tblock over_thread
                for (i = 0; i < N; i++)
            #pragma hicuda loop_partition over_tblock over_thread
                    for (j = 0; j < N; j++) {
            """;
    static final String MM = """
                        float t = 0.0f;
                        for (k = 0; k < N; k++)
                            t += A[i][k] * B[k][j];
                        C[i][j] = t;
                    }
            """;

    @Test
    void aMatrixMultiplyGetsFourByFourIterationsAThread() throws IOException {
        Optimized o = Optimized.translate(tmp, kernel("", LOOPS, MM), "-O2", "--opt=-shared-tiling").computesWhatSequentialDoes();
        assertThat(o.line("mm", "coarsening")).isEqualTo("applied: 16 iterations a thread (4 x 4): 'i' 4 (16 apart), 'j' 4 (16 apart);"
                + " block tile 64 x 64; body unrolled and jammed; last copies clamped, their stores guarded");
        assertThat(o.device).contains("i_3 = i_b + i_t + 48 < N ? i_b + i_t + 48 : 49;",
                "t_3_3 += A[i_3][k] * B[k][j_3];", "if (i_b + i_t + 48 < N && j_b + j_t + 48 < N)");
    }

    @Test
    void refusals() throws IOException {
        String barrier = MM.replace("C[i][j] = t;", "C[i][j] = t;\n#pragma hicuda barrier");
        assertThat(Optimized.translate(tmp, kernel("", LOOPS, barrier), "-O2").line("mm", "coarsening")).isEqualTo("not applied:"
                + " the loop body has a directive (barrier, shared data, singular): the threads of a block work together there");
        String cont = MM.replace("float t = 0.0f;", "float t = 0.0f;\n            if (i == j) continue;");
        assertThat(Optimized.translate(tmp, kernel("", LOOPS, cont), "-O2").line("mm", "coarsening"))
                .isEqualTo("not applied: the loop body has a continue of an enclosing loop");
        String unsigned = kernel("    unsigned u;\n", LOOPS.replace("for (i = 0; i < N; i++)", "for (u = 0; u < N; u++)"),
                MM.replace("A[i][k]", "A[u][k]").replace("C[i][j]", "C[u][j]"));
        assertThat(Optimized.translate(tmp, unsigned, "-O2").line("mm", "coarsening"))
                .isEqualTo("not applied: loop variable 'u' is not a signed integer");
        String array = MM.replace("float t = 0.0f;", "float t = 0.0f, w[2] = {0.0f, 1.0f};").replace("C[i][j] = t;", "C[i][j] = t + w[1];");
        assertThat(Optimized.translate(tmp, kernel("", LOOPS, array), "-O2").line("mm", "coarsening"))
                .isEqualTo("not applied: the loop body declares an array (each copy's would go to local memory)");
        String noReuse = "            C[i][j] = A[i][j] + B[i][j];\n        }\n";
        assertThat(Optimized.translate(tmp, kernel("", LOOPS, noReuse), "-O2").line("mm", "coarsening"))
                .isEqualTo("not applied: no sequential loop in the body: no element is read more than once by a thread");
        Optimized one = Optimized.translate(tmp, Files.readString(Path.of("src/test/resources/e2e/83_opt_allpairs.c")), "-O2");
        assertThat(one.line("forces", "coarsening")).isEqualTo("not applied: one partitioned dimension: 4 iterations a thread would"
                + " divide its threads by 4, and their number is known only at run time");
    }

    @Test
    void forcedOnAOneDimensionalNestAndFromATuningFile() throws IOException {
        Optimized forced = Optimized.translate(tmp, Files.readString(Path.of("src/test/resources/e2e/83_opt_allpairs.c")), "-O2",
                "--opt=+coarsening").computesWhatSequentialDoes();
        assertThat(forced.line("forces", "coarsening")).isEqualTo("applied: 4 iterations a thread (4): 'i' 4 (64 apart); block tile 256;"
                + " body unrolled and jammed; last copies clamped, their stores guarded");
        Files.writeString(tmp.resolve("p.tune"), "# chosen by hand\nmm.coarsening = 2x1\n");
        Optimized tuned = Optimized.translate(tmp, kernel("", LOOPS, MM), "-O2").computesWhatSequentialDoes();
        assertThat(tuned.line("mm", "coarsening")).isEqualTo("applied: 2 iterations a thread (2 x 1): 'i' 2 (16 apart), 'j' 1;"
                + " block tile 32 x 16; body unrolled and jammed; last copies clamped, their stores guarded (from the tuning file)");
    }
}
