package dev.hicuda.lowering.kernel;

import dev.hicuda.support.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The accesses the bounds check must accept silently; the ones it must reject are in
 * src/test/resources/lowering-errors/sp05, sp06, sp10, sp11.
 */
class AccessBoundsCheckTest {
    @TempDir
    Path tmp;

    private Cli.Result translate(String program) throws IOException {
        Path src = tmp.resolve("ok.c");
        Files.writeString(src, program);
        return Cli.run("translate", src.toString(), "-o", tmp.resolve("ok.cu").toString());
    }

    /** Accesses that stay inside their sections, or may leave them only in iterations that never run, give nothing. */
    @Test
    void guardedStridedAndInsideAccessesAreAccepted() throws IOException {
        Cli.Result r = translate("""
                #define N 64
                float A[N], B[N][N];

                int main(void)
                {
                    int i, j;
                #pragma hicuda global alloc A[0:N-1] copyin
                #pragma hicuda global alloc B[*][1:N-1] copyin
                #pragma hicuda kernel k tblock(2) thread(32)
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < N; i++) {
                        if (i < N - 1)
                            A[i + 1] = A[i + 1] * 2.0f;       /* guarded */
                        for (j = 0; j < N - 1; j += 2)
                            B[i][j + 1] = B[i][j + 1] + 1.0f;  /* j + 1 <= N - 1 */
                        for (j = 1; j < N; j++)
                            B[i][j] = i > 0 ? B[i][j] : 0.0f;
                        if (i < 0)
                            A[i] = 0.0f;                      /* never runs */
                        if (i >= N)
                            A[i] = 1.0f;                      /* never runs either */
                    }
                #pragma hicuda kernel_end
                #pragma hicuda global copyout A[*]
                #pragma hicuda global copyout B[*][1:N-1]
                #pragma hicuda global free A B
                    return 0;
                }
                """);
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.err()).isEmpty();
    }

    /** A subscript that may leave the section only in an iteration the step skips is not reported. */
    @Test
    void boundsNotAttainedAreNotReported() throws IOException {
        Cli.Result r = translate("""
                #define N 64
                float A[N];

                int main(void)
                {
                    int i;
                #pragma hicuda global alloc A[0:N-1] copyin
                #pragma hicuda kernel k tblock(1) thread(32)
                #pragma hicuda loop_partition over_thread
                    for (i = 0; i < N; i += 2)
                        A[i + 1] = 0.0f;       /* i < 64 gives i + 1 <= 64, but i is even: i + 1 <= 63 */
                #pragma hicuda kernel_end
                #pragma hicuda global copyout A[*]
                #pragma hicuda global free A
                    return 0;
                }
                """);
        assertThat(r.exit()).as(r.err()).isZero();
    }
}
