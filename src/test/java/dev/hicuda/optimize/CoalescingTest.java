package dev.hicuda.optimize;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Coalescing: the partitioned loop whose variable moves the warp's accesses by one element goes to
 * threadIdx.x; refused for one loop, for a nest that is not rectangular, for loops walked in chunks,
 * and left alone when x already has the best loop.
 */
class CoalescingTest {
    @TempDir
    Path tmp;

    static String nest(String outer, String inner, String body) {
        return """
                #include <stdio.h>
                #define N 40
                #define M 70
                float A[N][M], B[N][M];
                int main(void)
                {
                    int i, j;
                    double s = 0.0;
                    for (i = 0; i < N; i++)
                        for (j = 0; j < M; j++)
                            A[i][j] = (float)((3 * i + j) % 7);
                #pragma hicuda global alloc A[*][*] copyin
                #pragma hicuda global alloc B[*][*] copyin
                #pragma hicuda kernel k tblock(8, 8) thread(8, 32)
                #pragma hicuda loop_partition over_tblock over_thread
                """ + outer + "\n#pragma hicuda loop_partition over_tblock over_thread\n" + inner + "\n" + body + "\n" + """
                #pragma hicuda kernel_end
                #pragma hicuda global copyout B[*][*]
                #pragma hicuda global free A B
                    for (i = 0; i < N; i++)
                        for (j = 0; j < M; j++)
                            s += B[i][j] * (1 + (i * 5 + j) % 9);
                    printf("%.2f\\n", s);
                    return 0;
                }
                """;
    }

    @Test
    void columnWiseLoopsAreInterchangedWithTheirBlockCounts() throws IOException {
        Optimized o = Optimized.translate(tmp, nest("for (j = 0; j < M; j++)", "for (i = 0; i < N; i++)", "B[i][j] = 2.0f * A[i][j];"),
                "-O2").computesWhatSequentialDoes();
        assertThat(o.line("k", "coalescing")).isEqualTo("applied: loops 'j' and 'i' interchanged, so that 'j' runs along threadIdx.x"
                + " (weighted 32-byte sectors a warp with x along 'j': 8, 'i': 64); the thread clause keeps its sizes, tblock(5, 3), both loops over_tblock(CYCLIC)");
        assertThat(o.device).contains("j = (int)blockIdx.x * 32 + (int)threadIdx.x", "i = (int)blockIdx.y * 8 + (int)threadIdx.y");
        Optimized e2e = Optimized.translate(tmp, Files.readString(Path.of("src/test/resources/e2e/81_opt_transpose.c")), "-O2");
        assertThat(e2e.line("scale", "coalescing")).startsWith("applied: loops 'j' and 'i' interchanged");
    }

    @Test
    void refusals() throws IOException {
        assertThat(Optimized.translate(tmp, nest("for (i = 0; i < N; i++)", "for (j = 0; j < M; j++)", "B[i][j] = 2.0f * A[i][j];"),
                "-O2").line("k", "coalescing")).isEqualTo("not applied: 'j' along threadIdx.x already touches the fewest sectors a warp"
                + " (weighted 32-byte sectors a warp with x along 'i': 64, 'j': 8)");
        assertThat(Optimized.translate(tmp, nest("for (j = 0; j < M; j++)", "for (i = j % 2; i < N; i++)", "B[i][j] = A[i][j];"),
                "-O2").line("k", "coalescing")).isEqualTo("not applied: the bounds of loop 'i' depend on another partitioned loop (not"
                + " rectangular)");
        String one = nest("for (j = 0; j < M; j++)", "for (i = 0; i < N; i++)", "B[i][j] = A[i][j];")
                .replace("#pragma hicuda loop_partition over_tblock over_thread\nfor (i = 0; i < N; i++)", "for (i = 0; i < N; i++)")
                .replace("tblock(8, 8) thread(8, 32)", "tblock(8) thread(32)");
        assertThat(Optimized.translate(tmp, one, "-O2").line("k", "coalescing"))
                .isEqualTo("not applied: one partitioned loop: no other loop to map to threadIdx.x");
        assertThat(Optimized.translate(tmp, nest("for (j = 0; j < M; j++)", "for (i = 0; i < N; i++)", "B[i][j] = A[i][j];"),
                "-O2", "--opt=-coalescing").lines("k", "coalescing")).isEmpty();
    }
}
