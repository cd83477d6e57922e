package dev.hicuda.optimize;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The shared-arrays pass: a thread's own array indexed at run time gets a column of a shared array (tpacf's
 * per-thread histogram), and a small table read at subscripts that differ between threads in a loop (tpacf's bin
 * boundaries) is copied into shared memory at the kernel's start; the cases it must refuse: subscripts fixed once
 * loops are unrolled, an address taken, thread counts known only at run time, columns over the budget, a kernel
 * that stages data in shared memory already, a table read once; and the levels and switch that turn it off.
 * Each program runs on the CPU target against gcc's build.
 */
class SharedArraysTest {
    @TempDir
    Path tmp;

    /**
     * 100 points (under 2 blocks of 64 threads, so 28 threads have none) binned into NB bins by a search over the
     * NB - 1 boundaries of {@code bounds}; each point's histogram of its distances to every point, summed per bin.
     * {@code decl} declares the histogram {@code h}, {@code bump} counts bin {@code b}.
     */
    static String program(String threads, String decl, String bump) {
        return """
                #include <stdio.h>
                #define N 100
                #define NB 8
                float X[N], bounds[NB - 1];
                unsigned int OUT[N][NB];
                int main(void)
                {
                    int i, j, k;
                    long s = 0;
                    for (i = 0; i < N; i++)
                        X[i] = (float)((i * 37) % 101) / 10.0f;
                    for (k = 0; k < NB - 1; k++)
                        bounds[k] = 1.25f * (k + 1);
                #pragma hicuda global alloc X[*] copyin
                #pragma hicuda global alloc bounds[*] copyin
                #pragma hicuda global alloc OUT[*][*]
                #pragma hicuda kernel hist tblock(2) thread(THREADS)
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < N; i++) {
                        DECL
                        for (k = 0; k < NB; k++)
                            h[k] = 0;
                        for (j = 0; j < N; j++) {
                            float d = X[i] > X[j] ? X[i] - X[j] : X[j] - X[i];
                            int b = 0;
                            while (b < NB - 1 && bounds[b] <= d)
                                b++;
                            BUMP
                        }
                        for (k = 0; k < NB; k++)
                            OUT[i][k] = h[k];
                    }
                #pragma hicuda kernel_end
                #pragma hicuda global copyout OUT[*][*]
                #pragma hicuda global free X bounds OUT
                    for (i = 0; i < N; i++)
                        for (k = 0; k < NB; k++)
                            s += (long)OUT[i][k] * (k + 1) * (i % 7 + 1);
                    printf("%ld %u %u\\n", s, OUT[0][0], OUT[N - 1][NB - 1]);
                    return 0;
                }
                """.replace("THREADS", threads).replace("DECL", decl).replace("BUMP", bump);
    }

    private static final String HIST = "unsigned int h[NB];";
    private static final String BUMP = "h[b]++;";

    @Test
    void aThreadsHistogramGetsASharedColumnAndTheBoundariesASharedCopy() throws IOException {
        Optimized o = Optimized.translate(tmp, program("64", HIST, BUMP), "-O2").computesWhatSequentialDoes();
        assertThat(o.lines("hist", "shared-arrays")).containsExactly(
                "applied: h (line 20, 8 elements a thread, indexed at run time) in shared memory as h_sh[NB][64], a column a thread"
                        + " (2048 bytes a block): local memory would serve a warp's different elements one 128-byte line each",
                "applied: bounds[0:6] (28 bytes, read at subscripts that differ between threads in a loop) copied to shared memory"
                        + " at the kernel's start (shared alloc bounds[0:6] copyin)");
        String d = o.device.replaceAll("\\s+", " ");
        assertThat(d).contains("__shared__ unsigned int h_sh[NB][64];", "h_sh[k][(int)threadIdx.x] = 0;",
                "h_sh[b][(int)threadIdx.x]++;", "OUT[i][k] = h_sh[k][(int)threadIdx.x];", "s_bounds[b] <= d");
        assertThat(d).doesNotContain("unsigned int h[NB]");
    }

    /** A two-dimensional block: the column is the thread's linear index, y before x. */
    @Test
    void aTwoDimensionalBlockIndexesTheColumnByTheLinearThreadIndex() throws IOException {
        String p = program("64", HIST, BUMP)
                .replace("#pragma hicuda kernel hist tblock(2) thread(64)\n#pragma hicuda loop_partition over_tblock over_thread\n"
                        + "    for (i = 0; i < N; i++) {",
                        "#pragma hicuda kernel hist tblock(2, 1) thread(4, 16)\n#pragma hicuda loop_partition over_tblock over_thread\n"
                                + "    for (int ih = 0; ih < 10; ih++)\n#pragma hicuda loop_partition over_tblock over_thread\n"
                                + "    for (int il = 0; il < 10; il++) {\n        i = ih * 10 + il;");
        Optimized o = Optimized.translate(tmp, p, "-O2", "--opt=-coarsening,-coalescing").computesWhatSequentialDoes();
        assertThat(o.lines("hist", "shared-arrays")).first().asString().startsWith("applied: h (line");
        assertThat(o.device.replaceAll("\\s+", " ")).contains("__shared__ unsigned int h_sh[NB][64];",
                "h_sh[b][(int)threadIdx.y * 16 + (int)threadIdx.x]++;");
    }

    @Test
    void anArrayIndexedOnlyByUnrolledLoopsStaysInRegisters() throws IOException {
        Optimized o = Optimized.translate(tmp, program("64", HIST, "h[0] += b; h[NB - 1] += b > 3;"), "-O2")
                .computesWhatSequentialDoes();
        assertThat(o.lines("hist", "shared-arrays")).contains(
                "not applied: h (line 20) not moved to shared memory: every subscript is a constant or the variable of a loop of"
                        + " constant trip count (unrolled, the array stays in registers)");
        assertThat(o.device).contains("unsigned int h[NB];").doesNotContain("__shared__ unsigned int");
        // --opt=+shared-arrays skips that rule
        Optimized forced = Optimized.translate(tmp, program("64", HIST, "h[0] += b; h[NB - 1] += b > 3;"), "-O2",
                "--opt=+shared-arrays").computesWhatSequentialDoes();
        assertThat(forced.device).contains("__shared__ unsigned int h_sh[NB][64];");
    }

    @Test
    void anAddressTakenKeepsTheArrayWhereItIs() throws IOException {
        Optimized o = Optimized.translate(tmp, program("64", HIST, "{ unsigned int *p = &h[b]; (*p)++; }"), "-O2")
                .computesWhatSequentialDoes();
        assertThat(o.lines("hist", "shared-arrays")).contains(
                "not applied: h (line 20) not moved to shared memory: its address is taken (line 28)");
        assertThat(o.device).contains("unsigned int h[NB];");
    }

    /** An array indexed by its own elements (a permutation, a linked list) stays: its accesses would nest. */
    @Test
    void anArrayIndexedByItselfKeepsItsPlace() throws IOException {
        Optimized o = Optimized.translate(tmp, program("64", HIST, "h[h[b] % NB]++;"), "-O2").computesWhatSequentialDoes();
        assertThat(o.lines("hist", "shared-arrays")).contains(
                "not applied: h (line 20) not moved to shared memory: a subscript reads the array itself (line 28)");
        assertThat(o.device).contains("unsigned int h[NB];");
    }

    @Test
    void columnsOverTheBudgetOrForRunTimeThreadCountsAreRefused() throws IOException {
        Optimized big = Optimized.translate(tmp, program("64", "unsigned int h[NB * 16];", BUMP), "-O2").computesWhatSequentialDoes();
        assertThat(big.lines("hist", "shared-arrays")).contains(
                "not applied: h (line 20) not moved to shared memory: a column for each of the 64 threads takes 32768 bytes, over"
                        + " the 24576 bytes a kernel's shared arrays may take (800 taken)");
        String runTime = program("64", HIST, BUMP).replace("int i, j, k;", "int i, j, k, t = 64;")
                .replace("thread(64)", "thread(t)");
        Optimized rt = Optimized.translate(tmp, runTime, "-O2").computesWhatSequentialDoes();
        assertThat(rt.lines("hist", "shared-arrays")).contains(
                "not applied: h (line 20) not moved to shared memory: the block's thread counts are not compile-time constants"
                        + " (a column a thread needs them)",
                "not applied: bounds not copied to shared memory: the block's thread counts are not compile-time constants (a"
                        + " kernel with shared memory needs them)");
    }

    /**
     * The shared-tiling pass's copy of X (the points every thread reads in loop j) stays, and counts twice against the
     * budget (the 800 bytes taken in the test above); X itself is not copied again.
     */
    @Test
    void aKernelThatStagesDataInSharedMemoryKeepsItsCopies() throws IOException {
        Optimized tiled = Optimized.translate(tmp, program("64", HIST, BUMP), "-O2", "--opt=+shared-arrays").computesWhatSequentialDoes();
        assertThat(tiled.lines("hist", "shared-tiling")).anyMatch(l -> l.startsWith("applied: loop 'j' staged whole"));
        assertThat(tiled.lines("hist", "shared-arrays")).hasSize(2).allMatch(l -> l.startsWith("applied"))
                .noneMatch(l -> l.contains(" X"));
    }

    /** Boundaries read once a thread (no loop) are not copied; read alike by every thread they are constant memory's. */
    @Test
    void aTableReadOnceOrUniformlyIsNotCopied() throws IOException {
        Optimized once = Optimized.translate(tmp, program("64", HIST, BUMP)
                .replace("while (b < NB - 1 && bounds[b] <= d)\n                b++;", "b = X[j] > 5.0f ? 3 : 1;")
                .replace("unsigned int h[NB];", "unsigned int h[NB]; float lim = bounds[i % 7];")
                .replace("b = X[j] > 5.0f ? 3 : 1;", "b = X[j] > lim ? 3 : 1;"), "-O2").computesWhatSequentialDoes();
        assertThat(once.lines("hist", "shared-arrays")).contains(
                "not applied: bounds not copied to shared memory: its reads that differ between threads are not in a loop (read"
                        + " once, a copy would not pay)");
        Optimized uniform = Optimized.translate(tmp, program("64", HIST, BUMP)
                .replace("while (b < NB - 1 && bounds[b] <= d)\n                b++;",
                        "while (b < NB - 1 && bounds[0] * (b + 1) <= d)\n                b++;"), "-O2")
                .computesWhatSequentialDoes();
        assertThat(uniform.lines("hist", "shared-arrays")).noneMatch(l -> l.contains("bounds"));
    }

    /** 4 threads a block (each runs 13 of the points) share a table of 7 boundaries no better than the L1 cache does. */
    @Test
    void aTableLargerThanTheBlockIsNotCopied() throws IOException {
        Optimized o = Optimized.translate(tmp, program("4", HIST, BUMP), "-O2").computesWhatSequentialDoes();
        assertThat(o.lines("hist", "shared-arrays")).contains(
                "not applied: bounds not copied to shared memory: its 7 elements are more than the block's 4 threads (a copy pays"
                        + " when the threads share a table smaller than the block)");
        assertThat(o.lines("hist", "shared-arrays")).first().asString().startsWith("applied: h (line 20");
    }

    @Test
    void offBelowO2AndWithTheSwitch() throws IOException {
        for (String[] opts : new String[][] {{"-O1"}, {"-O2", "--opt=-shared-arrays"}}) {
            Optimized o = Optimized.translate(tmp, program("64", HIST, BUMP), opts).computesWhatSequentialDoes();
            assertThat(o.lines("hist", "shared-arrays")).isEmpty();
            assertThat(o.device).contains("unsigned int h[NB];").doesNotContain("s_bounds");
        }
    }
}
