package dev.hicuda.optimize;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The vector-access pass: a thread's consecutive elements of a read-only global array loaded 16 bytes at a time in
 * loops of constant trip count (sqdist's Y points), the loop as written where the first element is not aligned, and
 * every case it must refuse: an array the kernel writes, a trip count that is no multiple of the vector, a
 * condition that changes in the loop, an array in constant memory, a nested loop, and the levels, switch and tuning
 * entry that leave it off.  Each program runs on the CPU target against gcc's build.
 */
class VectorAccessTest {
    @TempDir
    Path tmp;

    /**
     * 3 blocks of 32 threads over 96 rows j, of which the first 77 exist; {@code body} is the loop body after the
     * declarations of {@code row} (16 floats), {@code acc} and {@code rs}.
     */
    static String program(String body) {
        return """
                #include <stdio.h>
                #define N 77
                #define D 16
                float P[N][D], W[D], OUT[N];
                int R[N * 6 + 4];
                int main(void)
                {
                    int j, k, n = N;
                    double s = 0.0;
                    for (j = 0; j < N; j++) {
                        for (k = 0; k < D; k++)
                            P[j][k] = (float)((j * 7 + k * 3) % 13) - 6.0f;
                        OUT[j] = 0.0f;
                    }
                    for (k = 0; k < D; k++)
                        W[k] = 0.25f * (k % 5) + 0.5f;
                    for (j = 0; j < N * 6 + 4; j++)
                        R[j] = (j * 11) % 23 - 11;
                #pragma hicuda global alloc P[*][*] copyin
                #pragma hicuda global alloc W[*] copyin
                #pragma hicuda global alloc R[*] copyin
                #pragma hicuda global alloc OUT[*] copyin
                #pragma hicuda kernel rows tblock(3) thread(32)
                #pragma hicuda loop_partition over_tblock over_thread
                    for (j = 0; j < 96; j++) {
                        float row[D], acc = 0.0f;
                        int rs = 0;
                """ + body + """
                        if (j < n)
                            OUT[j] = acc + rs;
                    }
                #pragma hicuda kernel_end
                #pragma hicuda global copyout OUT[*]
                #pragma hicuda global free P W R OUT
                    for (j = 0; j < N; j++)
                        s += OUT[j] * (1 + j % 3);
                    printf("%.4f %.3f\\n", s, OUT[N - 1]);
                    return 0;
                }
                """;
    }

    private static final String ROWS = """
                    for (k = 0; k < D; k++)
                        row[k] = j < n ? P[j][k] : 0.0f;
                    for (k = 0; k < D; k++)
                        acc += row[k] * (k + 1);
            """;

    @Test
    void aGuardedRowIsLoadedAsFourFloat4WhereItIsAligned() throws IOException {
        Optimized o = Optimized.translate(tmp, program(ROWS), "-O2", "--opt=-shared-tiling").computesWhatSequentialDoes();
        assertThat(o.lines("rows", "vector-access")).containsExactly(
                "applied: P[j][k] loaded 4 elements at a time (float4 P_vec) in loop 'k' (line 28), where its first element is"
                        + " 16-byte aligned");
        String d = o.device.replaceAll("\\s+", " ");
        assertThat(d).contains("if (j < N ? (((unsigned long long)&P[j][0] & 15) == 0) : 1) {",
                "for (k = 0; k < D; k += 4) { float4 P_vec; if (j < N) P_vec = *(const float4 *)&P[j][k];",
                "row[k] = j < N ? P_vec.x : 0.0f; row[k + 1] = j < N ? P_vec.y : 0.0f; row[k + 2] = j < N ? P_vec.z : 0.0f;"
                        + " row[k + 3] = j < N ? P_vec.w : 0.0f; }",
                // where the row is not aligned, the loop as written
                "} else { #pragma unroll for (k = 0; k < D; k++) row[k] = j < N ? P[j][k] : 0.0f; }");
    }

    /**
     * Rows of 8 ints from an offset of 2: the first element is never 16-byte aligned, so every thread runs the loop as
     * written (the run-time check's other branch); rows of 6 ints would be aligned in every other row only, so the
     * threads of a warp would disagree and run both loops: refused.
     */
    @Test
    void rowsWhoseFirstElementIsNotAlignedRunTheLoopAsWritten() throws IOException {
        Optimized o = Optimized.translate(tmp, program("""
                        if (j < n)
                            for (k = 0; k < 4; k++) {
                                int v = R[j * 8 + 2 + k];
                                rs += v * v - k;
                            }
                """).replace("int R[N * 6 + 4];", "int R[N * 8 + 4];").replace("j < N * 6 + 4;", "j < N * 8 + 4;"), "-O2")
                .computesWhatSequentialDoes();
        assertThat(o.lines("rows", "vector-access")).containsExactly(
                "applied: R[j * 8 + 2 + k] loaded 4 elements at a time (int4 R_vec) in loop 'k' (line 29), where its first"
                        + " element is 16-byte aligned");
        String d = o.device.replaceAll("\\s+", " ");
        assertThat(d).contains("int4 R_vec = *(const int4 *)&R[", "{ int v = R_vec.x; rs += v * v - k; }",
                "{ int v = R_vec.w; rs += v * v - (k + 3); }");
        Optimized six = Optimized.translate(tmp, program("""
                        if (j < n)
                            for (k = 0; k < 4; k++)
                                rs += R[j * 6 + 2 + k];
                """), "-O2").computesWhatSequentialDoes();
        assertThat(six.lines("rows", "vector-access")).containsExactly(
                "not applied: load R[j * 6 + 2 + k] not vectorized in loop 'k' (line 29): the alignment of its first element"
                        + " may differ from thread to thread (the term 6 * j of its last subscript is no multiple of 4)");
    }

    /**
     * bsop's form: four consecutive elements a thread, the index a variable of the body ({@code int i = 4 * j4 + k;}),
     * a call of the file's own function that writes nothing (pure), and stores of every iteration: loaded and stored
     * as vectors.
     */
    @Test
    void groupsOfFourAreLoadedAndStoredAsVectorsThroughADefinedIndexAndAPureCall() throws IOException {
        String p = program("""
                        for (k = 0; k < 4; k++) {
                            int e = 4 * j + k;
                            H[e] = twice(G[e]) + k;
                        }
                """).replace("float P[N][D], W[D], OUT[N];", """
                float P[N][D], W[D], OUT[N], G[96 * 4], H[96 * 4];
                static float twice(float x) { float y = x; y += x; return y; }""")
                .replace("#pragma hicuda global alloc OUT[*] copyin", """
                #pragma hicuda global alloc OUT[*] copyin
                #pragma hicuda global alloc G[*] copyin
                #pragma hicuda global alloc H[*]""")
                .replace("#pragma hicuda global copyout OUT[*]", "#pragma hicuda global copyout OUT[*]\n#pragma hicuda global copyout H[*]")
                .replace("#pragma hicuda global free P W R OUT", "#pragma hicuda global free P W R OUT G H")
                .replace("    for (j = 0; j < N * 6 + 4; j++)", "    for (j = 0; j < 96 * 4; j++)\n        G[j] = 0.5f * (j % 7);\n    for (j = 0; j < N * 6 + 4; j++)")
                .replace("        s += OUT[j] * (1 + j % 3);", "        s += OUT[j] * (1 + j % 3) + H[4 * j + 1] - 0.5 * H[4 * j + 3];");
        assertThat(p).contains("H[e] = twice(G[e]) + k;", "G[j] = 0.5f", "- 0.5 * H[4 * j + 3]", "copyout H[*]");
        Optimized o = Optimized.translate(tmp, p, "-O2").computesWhatSequentialDoes();
        assertThat(o.lines("rows", "vector-access")).containsExactly(
                "applied: H[e] stored 4 elements at a time (float4 H_vec) in loop 'k' (line 33), where its first element is"
                        + " 16-byte aligned",
                "applied: G[e] loaded 4 elements at a time (float4 G_vec) in loop 'k' (line 33), where its first element is"
                        + " 16-byte aligned");
        String d = o.device.replaceAll("\\s+", " ");
        assertThat(d).contains("float4 H_vec; float4 G_vec = *(const float4 *)&G[(4 * j + k)];",
                "H_vec.x = twice(G_vec.x) + k;", "H_vec.w = twice(G_vec.w) + (k + 3);", "*(float4 *)&H[(4 * j + k)] = H_vec;");
    }

    @Test
    void storesUnderAConditionOrToAnArrayTheLoopReadsAreNotVectorized() throws IOException {
        Optimized o = Optimized.translate(tmp, program("""
                        for (k = 0; k < D; k++) {
                            if (j < n)
                                P[j][k] = P[j][k] * 0.5f;
                            acc += j < n ? P[j][k] : 0.0f;
                        }
                """), "-O2", "--opt=-shared-tiling").computesWhatSequentialDoes();
        assertThat(o.lines("rows", "vector-access")).containsExactly(
                "not applied: load P[j][k] not vectorized in loop 'k' (line 28): the kernel writes P");
        assertThat(o.device).doesNotContain("_vec");
    }

    @Test
    void aFunctionThatWritesMemoryIsNoPureCall() throws IOException {
        String p = program("""
                        for (k = 0; k < D; k++)
                            acc += j < n ? P[j][k] * bump(&acc) : 0.0f;
                """).replace("int R[N * 6 + 4];", "int R[N * 6 + 4];\nstatic float bump(float *p) { *p += 1.0f; return 1.0f; }");
        Optimized o = Optimized.translate(tmp, p, "-O2", "--opt=-shared-tiling");
        assertThat(o.lines("rows", "vector-access")).containsExactly(
                "not applied: no access vectorized in loop 'k' (line 29): its body calls a function that may write memory");
    }

    @Test
    void anArrayTheKernelWritesIsNotVectorized() throws IOException {
        Optimized o = Optimized.translate(tmp, program("""
                        for (k = 0; k < D; k++)
                            acc += OUT[k] * (k + 1);
                """), "-O2").computesWhatSequentialDoes();
        assertThat(o.lines("rows", "vector-access")).containsExactly(
                "not applied: load OUT[k] not vectorized in loop 'k' (line 28): the kernel writes OUT");
        assertThat(o.device).doesNotContain("_vec");
    }

    @Test
    void aTripCountThatIsNoMultipleOfTheVectorIsRefused() throws IOException {
        Optimized o = Optimized.translate(tmp, program("""
                        for (k = 0; k < 6; k++)
                            acc += P[j < n ? j : 0][k];
                """), "-O2", "--opt=-shared-tiling").computesWhatSequentialDoes();
        assertThat(o.lines("rows", "vector-access")).containsExactly(
                "not applied: load P[j < 77 ? j : 0][k] not vectorized in loop 'k' (line 28): the loop's 6 iterations are not a"
                        + " multiple of 4");
    }

    @Test
    void aConditionThatChangesInTheLoopIsRefused() throws IOException {
        Optimized o = Optimized.translate(tmp, program("""
                        for (k = 0; k < D; k++)
                            acc += k < 9 && j < n ? P[j][k] : 1.0f;
                """), "-O2", "--opt=-shared-tiling").computesWhatSequentialDoes();
        assertThat(o.lines("rows", "vector-access")).containsExactly(
                "not applied: load P[j][k] not vectorized in loop 'k' (line 28): it is read under a condition that changes in"
                        + " the loop or reads memory");
    }

    @Test
    void aLoopWithANestedLoopOrAVariableBoundIsRefused() throws IOException {
        Optimized o = Optimized.translate(tmp, program("""
                        for (k = 0; k < D; k++) {
                            int q;
                            for (q = 0; q < 2; q++)
                                acc += j < n ? P[j][k] * q : 0.0f;
                        }
                        for (k = 0; k < 4 + 4 * (j % 3); k++)
                            acc += j < n ? P[j][k] : 0.0f;
                """), "-O2", "--opt=-shared-tiling").computesWhatSequentialDoes();
        assertThat(o.lines("rows", "vector-access")).containsExactly(
                "not applied: no access vectorized in loop 'k' (line 28): its body has a nested loop, a switch or a directive",
                "not applied: no access vectorized in loop 'k' (line 33): its trip count is not a constant");
    }

    @Test
    void anArrayInConstantMemoryIsRefused() throws IOException {
        String p = program("""
                        for (k = 0; k < D; k++)
                            acc += W[k] * (j < n ? 1.0f : 0.0f);
                """).replace("#pragma hicuda global alloc W[*] copyin\n", "#pragma hicuda constant copyin W[*]\n")
                .replace("#pragma hicuda global free P W R OUT", "#pragma hicuda global free P R OUT\n#pragma hicuda constant remove W");
        Optimized o = Optimized.translate(tmp, p, "-O2").computesWhatSequentialDoes();
        assertThat(o.lines("rows", "vector-access")).containsExactly(
                "not applied: load W[k] not vectorized in loop 'k' (line 28): W is in constant or texture memory");
    }

    @Test
    void onAtO1OffAtO0WithTheSwitchOrTheTuningFile() throws IOException {
        assertThat(Optimized.translate(tmp, program(ROWS), "-O1").device).contains("float4 P_vec;");
        assertThat(Optimized.translate(tmp, program(ROWS), "-O0").lines("rows", "vector-access")).isEmpty();
        Optimized off = Optimized.translate(tmp, program(ROWS), "-O2", "--opt=-shared-tiling,-vector-access");
        assertThat(off.lines("rows", "vector-access")).isEmpty();
        assertThat(off.device).doesNotContain("P_vec");
        assertThat(Optimized.translate(tmp, program(ROWS), "-O0", "--opt=+vector-access").device).contains("float4 P_vec;");
        Files.writeString(tmp.resolve("p.tune"), "rows.vector-access = off\n");
        Optimized tuned = Optimized.translate(tmp, program(ROWS), "-O2", "--opt=-shared-tiling");
        assertThat(tuned.lines("rows", "vector-access")).containsExactly("not applied: the tuning file turns it off for this kernel");
        assertThat(tuned.device).doesNotContain("P_vec");
    }
}
