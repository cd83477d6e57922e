package dev.hicuda.optimize;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Specialization: constant scalar arguments substituted, and small uniformly read arrays moved to
 * constant memory; the cases it must refuse (a variable assigned again, a literal of another type, a
 * variable that sizes a shape; an array read at a thread's own element, written, read by another
 * kernel, written by the host while its global copy is live, too large, read once, or in a file where
 * the programmer uses constant memory).
 */
class SpecializationTest {
    @TempDir
    Path tmp;

    static final String CONSTANT = "src/test/resources/e2e/82_opt_constant.c";

    @Test
    void constantArgumentsAndATableReadAlikeByEveryThread() throws IOException {
        Optimized o = Optimized.translate(tmp, Files.readString(Path.of(CONSTANT)), "-O1").computesWhatSequentialDoes();
        assertThat(o.lines("accumulate", "specialization")).containsExactly(
                "applied: 'stride' is the constant 4 (its only assignment is its initializer): substituted, no longer a kernel argument",
                "applied: 'scale' is the constant 0.5f (its only assignment is its initializer): substituted, no longer a kernel argument",
                "applied: kv[c:c + 47][0:3] (768 bytes, read by every thread of a block at the same element) copied to constant memory"
                        + " before the kernel; its global copy (" + tmp.resolve("p.c") + ":28) removed");
        assertThat(o.device).contains("c_kv[k - c][3] * cosf(0.5f * c_kv[k - c][0] * px_val)", "__constant__");
        assertThat(o.device).doesNotContain("int stride", "float scale");
    }

    /** A kernel over i reading T at {@code read}, with T copied in by {@code alloc}; {@code after} runs after the kernel. */
    static String table(String read, String alloc, String after) {
        return """
                #include <stdio.h>
                #define N 64
                #define K 16
                float A[N], T[K];
                int main(void)
                {
                    int i, k, r, n = N;
                    double s = 0.0;
                    for (i = 0; i < N; i++) A[i] = 0.0f;
                    for (k = 0; k < K; k++) T[k] = 0.5f * k;
                #pragma hicuda global alloc A[*] copyin
                """ + alloc + """
                    for (r = 0; r < 2; r++) {
                #pragma hicuda kernel use tblock(N / 32) thread(32)
                #pragma hicuda loop_partition over_tblock over_thread
                        for (i = 0; i < n; i++)
                """ + read + """
                #pragma hicuda kernel_end
                """ + after + """
                    }
                #pragma hicuda global copyout A[*]
                #pragma hicuda global free A T
                    for (i = 0; i < N; i++) s += A[i] * (i + 1);
                    printf("%.3f\\n", s);
                    return 0;
                }
                """;
    }

    static final String ALLOC = "#pragma hicuda global alloc T[*] copyin\n";
    static final String LOOP = "            for (k = 0; k < K; k++) A[i] += T[k];\n";

    @Test
    void tableReadInALoopGoesToConstantMemory() throws IOException {
        Optimized o = Optimized.translate(tmp, table(LOOP, ALLOC, ""), "-O1").computesWhatSequentialDoes();
        assertThat(o.lines("use", "specialization")).containsExactly(
                "applied: 'n' is the constant 64 (its only assignment is its initializer): substituted, no longer a kernel argument",
                "applied: T[0:15] (64 bytes, read by every thread of a block at"
                + " the same element) copied to constant memory before the kernel; its global copy (" + tmp.resolve("p.c") + ":12) removed");
    }

    /** A table the kernel stages in shared memory stays there: its threads copy different elements, which constant memory would serialize. */
    @Test
    void aTableStagedInSharedMemoryIsLeftThere() throws IOException {
        String staged = """
                #include <stdio.h>
                #define N 64
                #define K 16
                float A[N], T[K];
                int main(void)
                {
                    int b, i, k;
                    double s = 0.0;
                    for (i = 0; i < N; i++) A[i] = 0.0f;
                    for (k = 0; k < K; k++) T[k] = 0.5f * k;
                #pragma hicuda global alloc A[*] copyin
                #pragma hicuda global alloc T[*] copyin
                #pragma hicuda kernel use tblock(N / 32) thread(32)
                #pragma hicuda loop_partition over_tblock
                    for (b = 0; b < N; b += 32) {
                #pragma hicuda shared alloc T[*] copyin
                #pragma hicuda loop_partition over_thread
                        for (i = b; i < b + 32; i++)
                            for (k = 0; k < K; k++) A[i] += T[k];
                #pragma hicuda shared remove T
                    }
                #pragma hicuda kernel_end
                #pragma hicuda global copyout A[*]
                #pragma hicuda global free A T
                    for (i = 0; i < N; i++) s += A[i] * (i + 1);
                    printf("%.3f\\n", s);
                    return 0;
                }
                """;
        Optimized o = Optimized.translate(tmp, staged, "-O1").computesWhatSequentialDoes();
        assertThat(o.lines("use", "specialization")).anyMatch(l -> l.startsWith("not applied: T not copied to constant memory:"
                + " the kernel stages it in shared memory ("));
        assertThat(o.device).doesNotContain("__constant__");
    }

    /**
     * Regression (sqdist): a subscript through a variable declared with an initializer from the
     * thread's loop variable ({@code int j = i + k;}) differs between threads; the array was taken
     * for uniform and copied to constant memory at a section naming a kernel-local variable.
     */
    @Test
    void aVariableDeclaredFromTheThreadsLoopVariableIsNotUniform() throws IOException {
        String local = "            for (k = 0; k < K; k++) { int j = (i + k) % K; A[i] += T[j]; }\n";
        Optimized o = Optimized.translate(tmp, table(local, ALLOC, ""), "-O1").computesWhatSequentialDoes();
        assertThat(o.lines("use", "specialization")).noneMatch(l -> l.contains("T[") && l.startsWith("applied"));
        assertThat(o.device).doesNotContain("__constant__");
    }

    @Test
    void refusals() throws IOException {
        Optimized own = Optimized.translate(tmp, table("            for (k = 0; k < K; k++) A[i] += T[(i + k) % K];\n", ALLOC, ""), "-O1");
        assertThat(own.lines("use", "specialization")).noneMatch(l -> l.contains("T[") || l.contains("T not"));
        assertThat(own.device).doesNotContain("__constant__");
        assertThat(Optimized.translate(tmp, table("            A[i] += T[3];\n", ALLOC, ""), "-O1").lines("use", "specialization"))
                .contains("not applied: T not copied to constant memory: read once a thread (not in a loop): a copy at each launch"
                        + " would not pay");
        assertThat(Optimized.translate(tmp, table(LOOP, ALLOC, "        T[r] = T[r] * 1.0f;\n"), "-O1").lines("use", "specialization"))
                .contains("not applied: T not copied to constant memory: the host writes it, passes it to a function or copies its"
                        + " device copy out while the global copy is live (line 19)");
        assertThat(Optimized.translate(tmp, table(LOOP, "#pragma hicuda global alloc T[*] clear\n", ""), "-O1").lines("use", "specialization"))
                .contains("not applied: T not copied to constant memory: its global copy is not a copy of the whole allocated section ("
                        + tmp.resolve("p.c") + ":12)");
        String other = table(LOOP, ALLOC, """
                #pragma hicuda kernel again tblock(N / 32) thread(32)
                #pragma hicuda loop_partition over_tblock over_thread
                        for (i = 0; i < n; i++)
                            for (k = 0; k < K; k++) A[i] -= T[k];
                #pragma hicuda kernel_end
                """);
        assertThat(Optimized.translate(tmp, other, "-O1").lines("use", "specialization"))
                .contains("not applied: T not copied to constant memory: kernel again also reads its global copy");
        String programmer = table(LOOP, ALLOC, "").replace("float A[N], T[K];", "float A[N], T[K], U[4];")
                .replace("#pragma hicuda global alloc A[*] copyin\n", "#pragma hicuda global alloc A[*] copyin\n#pragma hicuda constant copyin U[*]\n")
                .replace("#pragma hicuda global free A T\n", "#pragma hicuda global free A T\n#pragma hicuda constant remove U\n");
        Optimized prog = Optimized.translate(tmp, programmer, "-O1");
        assertThat(prog.lines("use", "specialization")).noneMatch(l -> l.contains("T["));
        assertThat(prog.device).doesNotContain("c_T");
        String big = table(LOOP, ALLOC, "").replace("#define K 16", "#define K 20000");
        assertThat(Optimized.translate(tmp, big, "-O1").lines("use", "specialization"))
                .contains("not applied: T not copied to constant memory: its section of 80000 bytes is larger than 65536");
    }

    @Test
    void constantArgumentsOnlyOfTheirOwnTypeAndNeverAssignedAgain() throws IOException {
        String p = """
                #include <stdio.h>
                #define N 64
                float A[N];
                int main(void)
                {
                    int i, n = N, assigned = 3, m = 5;
                    float f = 2, g = 0.5, h = 0.25f;
                    double d = 0.125;
                    for (i = 0; i < N; i++) A[i] = 1.0f * i;
                    assigned = assigned + 1;
                #pragma hicuda global alloc A[*] copyin
                #pragma hicuda kernel use tblock(N / 32) thread(32)
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < n; i++)
                        A[i] = A[i] * f / 3 + g * assigned + h + (float) d * m;
                #pragma hicuda kernel_end
                #pragma hicuda global copyout A[*]
                #pragma hicuda global free A
                    printf("%.4f %.4f\\n", A[5], A[63]);
                    return 0;
                }
                """;
        Optimized o = Optimized.translate(tmp, p, "-O1").computesWhatSequentialDoes();
        assertThat(o.lines("use", "specialization")).containsExactly(
                "applied: 'n' is the constant 64 (its only assignment is its initializer): substituted, no longer a kernel argument",
                "applied: 'h' is the constant 0.25f (its only assignment is its initializer): substituted, no longer a kernel argument",
                "applied: 'd' is the constant 0.125 (its only assignment is its initializer): substituted, no longer a kernel argument",
                "applied: 'm' is the constant 5 (its only assignment is its initializer): substituted, no longer a kernel argument");
        // f = 2 (an int literal for a float) and g = 0.5 (a double for a float) would change the arithmetic; 'assigned' is assigned again
        assertThat(o.device).contains("float f", "float g", "int assigned");
    }
}
