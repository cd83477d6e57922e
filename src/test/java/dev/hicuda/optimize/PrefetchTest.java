package dev.hicuda.optimize;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The prefetch pass: loads of read-only arrays issued one iteration ahead in the sequential loops that
 * synchronize the block (the register pipeline of hand-written stencils), and every case it must refuse: an
 * array the kernel writes, a read under a condition or after a continue, subscripts that read memory, a loop
 * without a barrier, and the levels and switches that leave it off.
 */
class PrefetchTest {
    @TempDir
    Path tmp;

    /**
     * A 2-D sweep: 2 x 2 blocks of 32 threads, a thread's column walked along 16 rows j with its west and east
     * neighbours in a shared copy of row j; {@code body} is the row loop's body after {@code xn = X[j + 1][i]}.
     */
    static String program(String body) {
        return """
                #include <stdio.h>
                #define NX 66
                #define NY 34
                #define TX 32
                float X[NY][NX], B[NY][NX], Y[NY][NX];
                int idx[NY];
                int main(void)
                {
                    int i, j, jj;
                    double s = 0.0;
                    for (j = 0; j < NY; j++) {
                        for (i = 0; i < NX; i++) {
                            X[j][i] = (float)((j * 7 + i * 3) % 13) - 6.0f;
                            B[j][i] = 0.25f * ((i + j) % 5);
                            Y[j][i] = 0.5f;
                        }
                        idx[j] = (j * 5) % NY;
                    }
                #pragma hicuda global alloc X[*][*] copyin
                #pragma hicuda global alloc B[*][*] copyin
                #pragma hicuda global alloc Y[*][*] copyin
                #pragma hicuda global alloc idx[*] copyin
                #pragma hicuda kernel sweep tblock(2, 2) thread(TX)
                #pragma hicuda loop_partition over_tblock
                    for (jj = 1; jj < NY - 1; jj += 16) {
                #pragma hicuda loop_partition over_tblock over_thread
                        for (i = 1; i < NX - 1; i++) {
                            float xs = X[jj - 1][i], xc = X[jj][i];
                            for (j = jj; j < jj + 16; j++) {
                                float xn = X[j + 1][i];
                """ + body + """
                                xs = xc;
                                xc = xn;
                            }
                        }
                    }
                #pragma hicuda kernel_end
                #pragma hicuda global copyout Y[*][*]
                #pragma hicuda global free X B Y idx
                    for (j = 0; j < NY; j++)
                        for (i = 0; i < NX; i++)
                            s += Y[j][i] * (1 + (i + 2 * j) % 7);
                    printf("%.4f\\n", s);
                    return 0;
                }
                """;
    }

    private static final String STENCIL = """
            #pragma hicuda shared alloc X[j][i-1:i+1] copyin
                            Y[j][i] = B[j][i] - 0.25f * (xs + xn + X[j][i - 1] + X[j][i + 1]);
            #pragma hicuda barrier
            #pragma hicuda shared remove X
            """;

    @Test
    void theNextRowsLoadsAreIssuedBeforeTheBarrierOfThisOne() throws IOException {
        Optimized o = Optimized.translate(tmp, program(STENCIL), "-O2").computesWhatSequentialDoes();
        assertThat(o.lines("sweep", "prefetch")).containsExactly(
                "applied: load X[j + 1][i] one iteration ahead (into X_next) in loop 'j' (line 29)",
                "applied: load B[j][i] one iteration ahead (into B_next) in loop 'j' (line 29)");
        String d = o.device.replaceAll("\\s+", " ");
        // the first row's values before the loop (which provably runs: 16 rows)
        assertThat(d).contains("float X_next = X[jj + 1][i];", "float B_next = B[jj][i];");
        // at the top of the iteration, before the shared copy and its barrier: this row's value, the next row's load
        assertThat(d).contains("const float X_now = X_next; X_next = j + 1 < jj + 16 ? X[j + 2][i] : 0;",
                "const float B_now = B_next; B_next = j + 1 < jj + 16 ? B[j + 1][i] : 0;", "float xn = X_now;",
                "Y[j][i] = B_now - 0.25f * (xs + xn + s_X");
        assertThat(d.indexOf("X_next = j + 1")).isLessThan(d.indexOf("__syncthreads()"));
    }

    /**
     * A loop that may run no iteration loads nothing before it: the first iteration reads its own element (a load
     * before the loop would be one the program does not make, which the bounds check refused: the differential
     * fuzzer's loops from a constant first value that never run, 2026-12-02).
     */
    @Test
    void aLoopThatMayRunNoIterationLoadsNothingBeforeIt() throws IOException {
        Optimized o = Optimized.translate(tmp, program(STENCIL).replace("for (j = jj; j < jj + 16; j++) {",
                "for (j = jj; j < jj + (idx[3] > 0 ? 16 : 0); j++) {"), "-O2").computesWhatSequentialDoes();
        String d = o.device.replaceAll("\\s+", " ");
        assertThat(d).contains("float B_next = 0;", "const float B_now = j == jj ? B[j][i] : B_next;");
    }

    /**
     * A loop whose first value is an expression ({@code jj + 1}): the load before the loop reads the first
     * iteration's element, {@code X[jj + 1 + 1][i]} (the substitution folded {@code j + 1} into {@code j + 2} as it
     * does for the next iteration's load, reading the stale outer j: wrong results).
     */
    @Test
    void theLoadBeforeTheLoopIsAtTheFirstValueWhateverItsForm() throws IOException {
        Optimized o = Optimized.translate(tmp, program(STENCIL).replace("for (j = jj; j < jj + 16; j++) {",
                "for (j = jj + 1; j < jj + 16; j++) {"), "-O2").computesWhatSequentialDoes();
        String d = o.device.replaceAll("\\s+", " ");
        assertThat(d).contains("float X_next = X[jj + 1 + 1][i];", "X_next = j + 1 < jj + 16 ? X[j + 2][i] : 0;");
    }

    @Test
    void anArrayTheKernelWritesIsNotPrefetched() throws IOException {
        Optimized o = Optimized.translate(tmp, program("""
                #pragma hicuda shared alloc X[j][i-1:i+1] copyin
                                Y[j][i] = Y[j + 1][i] * 0.5f + 0.25f * (xs + xn + X[j][i - 1] + X[j][i + 1]);
                #pragma hicuda barrier
                #pragma hicuda shared remove X
                """), "-O2").computesWhatSequentialDoes();
        assertThat(o.lines("sweep", "prefetch")).contains(
                "not applied: load Y[j + 1][i] not prefetched in loop 'j' (line 29): the kernel writes Y");
        assertThat(o.device).doesNotContain("Y_next");
    }

    @Test
    void readsUnderAConditionOrAfterAContinueAreNotPrefetched() throws IOException {
        Optimized o = Optimized.translate(tmp, program("""
                #pragma hicuda shared alloc X[j][i-1:i+1] copyin
                                float w = X[j][i - 1] + X[j][i + 1];
                #pragma hicuda barrier
                #pragma hicuda shared remove X
                                if (j == jj + 3)
                                    continue;
                                Y[j][i] = (i % 2 ? B[j][i] : 1.0f) + B[j + 1][i] + w;
                """), "-O2").computesWhatSequentialDoes();
        // X[j + 1][i] is read before the continue; B's reads only after it (and one under ?:)
        assertThat(o.lines("sweep", "prefetch")).containsExactly(
                "applied: load X[j + 1][i] one iteration ahead (into X_next) in loop 'j' (line 29)");
        assertThat(o.device).doesNotContain("B_next");
    }

    @Test
    void subscriptsThatReadMemoryAreNotPrefetched() throws IOException {
        Optimized o = Optimized.translate(tmp, program("""
                #pragma hicuda shared alloc X[j][i-1:i+1] copyin
                                Y[j][i] = B[idx[j]][i] + X[j][i - 1] + X[j][i + 1] + xn;
                #pragma hicuda barrier
                #pragma hicuda shared remove X
                """), "-O2").computesWhatSequentialDoes();
        assertThat(o.lines("sweep", "prefetch")).contains(
                "not applied: load B[idx[j]][i] not prefetched in loop 'j' (line 29): its subscripts use a variable the loop"
                        + " changes or read memory");
        assertThat(o.device).doesNotContain("B_next");
    }

    @Test
    void aLoopWithoutABarrierIsLeftToTheWarpScheduler() throws IOException {
        Optimized o = Optimized.translate(tmp, program("""
                                Y[j][i] = B[j][i] - 0.25f * (xs + xn);
                """), "-O2").computesWhatSequentialDoes();
        assertThat(o.line("sweep", "prefetch")).isEqualTo("not applied: no sequential loop of the kernel synchronizes the block"
                + " (elsewhere the other warps hide the loads' latency)");
        assertThat(o.device).doesNotContain("_next");
    }

    @Test
    void offAtO1AndWithTheSwitch() throws IOException {
        assertThat(Optimized.translate(tmp, program(STENCIL), "-O1").lines("sweep", "prefetch")).isEmpty();
        Optimized off = Optimized.translate(tmp, program(STENCIL), "-O2", "--opt=-prefetch");
        assertThat(off.lines("sweep", "prefetch")).isEmpty();
        assertThat(off.device).doesNotContain("X_next");
        assertThat(Optimized.translate(tmp, program(STENCIL), "-O0", "--opt=+prefetch").lines("sweep", "prefetch"))
                .contains("applied: load X[j + 1][i] one iteration ahead (into X_next) in loop 'j' (line 29)");
    }
}
