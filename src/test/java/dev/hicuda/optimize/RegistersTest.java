package dev.hicuda.optimize;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The registers pass: accumulators kept in a register across a sequential loop and loop-invariant
 * loads hoisted out of it, and every case it must refuse: a loop that may run no iteration, an access
 * to another element that may be the same (aliasing), subscripts the loop changes, a directive in the
 * loop, an array the loop writes.
 */
class RegistersTest {
    @TempDir
    Path tmp;

    /** A kernel over i < N (one thread each) whose body is {@code body}; arrays A[N][N], C[N][N], D[N], idx[N]. */
    static String program(String body) {
        return """
                #include <stdio.h>
                #define N 48
                float A[N][N], C[N][N], D[N];
                int idx[N];
                int main(void)
                {
                    int i, j, k, m = N / 2;
                    double s = 0.0;
                    for (i = 0; i < N; i++) {
                        for (j = 0; j < N; j++) {
                            A[i][j] = (float)((i * 5 + j * 3) % 11) - 5.0f;
                            C[i][j] = 1.0f;
                        }
                        D[i] = 0.5f * i;
                        idx[i] = (i * 7) % N;
                    }
                #pragma hicuda global alloc A[*][*] copyin
                #pragma hicuda global alloc C[*][*] copyin
                #pragma hicuda global alloc D[*] copyin
                #pragma hicuda global alloc idx[*] copyin
                #pragma hicuda kernel k1 tblock(N / 16) thread(16)
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < N; i++) {
                """ + body + """
                    }
                #pragma hicuda kernel_end
                #pragma hicuda global copyout C[*][*]
                #pragma hicuda global copyout D[*]
                #pragma hicuda global free A C D idx
                    for (i = 0; i < N; i++) {
                        s += D[i] * (1 + i % 3);
                        for (j = 0; j < N; j++)
                            s += C[i][j] * (1 + (i + j) % 5);
                    }
                    printf("%.3f %d\\n", s, m);
                    return 0;
                }
                """;
    }

    @Test
    void accumulatorIsKeptInARegisterWithTheStoreBeforeTheLoopAsItsInitialValue() throws IOException {
        Optimized o = Optimized.translate(tmp, program("""
                        for (j = 0; j < N; j++) {
                            C[i][j] = 0.0f;
                            for (k = 0; k < N; k++)
                                C[i][j] += A[i][k] * A[k][j];
                        }
                """), "-O1").computesWhatSequentialDoes();
        assertThat(o.lines("k1", "registers")).contains("applied: C[i][j] kept in register C_acc (initialized with the value stored"
                + " just before the loop, stored once after it) across loop 'k' (line 26)");
        assertThat(o.device).contains("float C_acc = 0.0f;", "C_acc += A[i][k] * A[k][j];", "C[i][j] = C_acc;");
    }

    @Test
    void invariantLoadsAreHoistedOutOfTheLoopsTheyDoNotDependOn() throws IOException {
        Optimized o = Optimized.translate(tmp, program("""
                        float t = 0.0f;
                        for (j = 0; j < N; j++)
                            for (k = 0; k < 4; k++)
                                t += D[i] * A[i][j];
                        D[i] = t;
                """), "-O1").computesWhatSequentialDoes();
        assertThat(o.lines("k1", "registers")).contains("applied: invariant load D[i] (into D_val) hoisted out of loop 'k' (line 26)",
                "applied: invariant load A[i][j] (into A_val) hoisted out of loop 'k' (line 26)",
                "applied: invariant load D[i] (into D_val2) hoisted out of loop 'j' (line 25)");
        assertThat(o.device).contains("const float D_val2 = D[i];", "const float D_val = D_val2;", "const float A_val = A[i][j];");
    }

    /** A read after a statement that may continue the loop does not run in every iteration: not hoisted (it was, before 2026-12-02). */
    @Test
    void aReadAfterAContinueIsNotHoisted() throws IOException {
        Optimized o = Optimized.translate(tmp, program("""
                        for (j = 0; j < N; j++) {
                            if (j > idx[i])
                                continue;
                            C[i][j] = A[i][m] * 2.0f;
                        }
                """), "-O1").computesWhatSequentialDoes();
        assertThat(o.device).doesNotContain("A_val");
    }

    @Test
    void refusesALoopThatMayRunNoIteration() throws IOException {
        Optimized o = Optimized.translate(tmp, program("""
                        for (k = 0; k < idx[i]; k++)
                            D[i] += A[i][k];
                """), "-O1").computesWhatSequentialDoes();
        assertThat(o.line("k1", "registers")).isEqualTo("not applied: accumulator D[i] not kept in a register across loop 'k'"
                + " (line 24): it may run no iteration (the load before it and the store after it would be new)");
    }

    @Test
    void refusesAnotherAccessThatMayBeTheSameElement() throws IOException {
        Optimized o = Optimized.translate(tmp, program("""
                        for (k = 0; k < N; k++) {
                            C[i][k] += A[i][k];
                            C[i][idx[k]] *= 0.5f;
                        }
                """), "-O1").computesWhatSequentialDoes();
        assertThat(o.lines("k1", "registers")).anyMatch(l -> l.startsWith("not applied: accumulator C[i][idx[k]] not kept in a register"
                + " across loop 'k' (line 24): its subscripts change in the loop"));
        Optimized p = Optimized.translate(tmp, program("""
                        for (k = 0; k < N; k++) {
                            D[i] += A[i][k];
                            D[idx[i]] *= 0.5f;
                        }
                """), "-O1");
        assertThat(p.lines("k1", "registers")).contains("not applied: accumulator D[i] not kept in a register across loop 'k' (line 24):"
                + " D[idx[i]] may be the same element (aliasing)");
        assertThat(p.device).doesNotContain("D_acc");
    }

    @Test
    void anotherElementAConstantDistanceAwayIsNotAnAlias() throws IOException {
        Optimized o = Optimized.translate(tmp, program("""
                        for (k = 0; k < N; k++) {
                            C[i][0] += A[i][k];
                            C[i][1] -= A[i][k];
                        }
                """), "-O1").computesWhatSequentialDoes();
        assertThat(o.lines("k1", "registers")).contains(
                "applied: C[i][0] kept in register C_acc (loaded before the loop, stored once after it) across loop 'k' (line 24)",
                "applied: C[i][1] kept in register C_acc2 (loaded before the loop, stored once after it) across loop 'k' (line 24)");
    }

    @Test
    void refusesSubscriptsTheLoopChangesAndLoopsWithDirectivesAndLeavesWrittenArraysInMemory() throws IOException {
        Optimized o = Optimized.translate(tmp, program("""
                        for (k = 0; k < N; k++) {
                            j = k / 2;
                            C[i][j] += A[i][k];
                        }
                """), "-O1").computesWhatSequentialDoes();
        assertThat(o.line("k1", "registers")).isEqualTo("not applied: accumulator C[i][j] not kept in a register across loop 'k'"
                + " (line 24): its subscripts change in the loop or read memory");
        Optimized b = Optimized.translate(tmp, program("""
                        for (k = 0; k < N; k++) {
                            D[i] += A[i][k];
                #pragma hicuda barrier
                        }
                """), "-O1");
        assertThat(b.line("k1", "registers")).startsWith("not applied: accumulator D[i] not kept in a register across loop 'k'"
                + " (line 24): its body has a directive");
        Optimized w = Optimized.translate(tmp, program("""
                        for (k = 0; k < N; k++) {
                            C[i][k] = A[i][1] * 2.0f;
                            A[i][k] = C[i][k] + 1.0f;
                        }
                """), "-O1").computesWhatSequentialDoes();
        assertThat(w.device).doesNotContain("A_val");
    }

    @Test
    void isOffAtO0AndWithMinusRegisters() throws IOException {
        String body = """
                        for (k = 0; k < N; k++)
                            D[i] += A[i][k];
                """;
        assertThat(Optimized.translate(tmp, program(body), "-O0").report).isEmpty();
        assertThat(Optimized.translate(tmp, program(body), "-O2", "--opt=-registers").lines("k1", "registers")).isEmpty();
        assertThat(Optimized.translate(tmp, program(body), "-O0", "--opt=+registers").line("k1", "registers")).startsWith("applied: D[i]");
    }
}
