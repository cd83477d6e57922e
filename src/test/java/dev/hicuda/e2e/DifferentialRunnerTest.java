package dev.hicuda.e2e;

import dev.hicuda.support.Proc;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** The differential runner finds what it must: a translated program that computes something else, a race, a translation error. */
class DifferentialRunnerTest {
    @TempDir
    Path tmp;

    static DifferentialProgramGenerator.Program handWritten(String body) {
        String text = "#include <stdio.h>\nstatic int A[64], B[64];\nint main(void)\n{\n    int i;\n"
                + "    for (i = 0; i < 64; i++) A[i] = i;\n" + body
                + "    printf(\"case 0 %d\\n\", B[3]);\n    printf(\"case 1 %d\\n\", B[60]);\n    return 0;\n}\n";
        return new DifferentialProgramGenerator.Program(text, List.of(new DifferentialProgramGenerator.Case(0, body, 1, 20),
                new DifferentialProgramGenerator.Case(1, body, 21, 22)));
    }

    @Test
    void aMissingCopyinIsAMismatch() throws IOException {
        Assumptions.assumeTrue(Proc.available("g++") && Proc.available("gcc"));
        DifferentialRunner.Outcome o = new DifferentialRunner(tmp, true).run(handWritten("""
                #pragma hicuda global alloc A[*]
                #pragma hicuda global alloc B[*]
                #pragma hicuda kernel k tblock(2) thread(32)
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < 64; i++)
                        B[i] = A[i];
                #pragma hicuda kernel_end
                #pragma hicuda global copyout B[*]
                #pragma hicuda global free A B
                """), "copyin", 1);
        assertThat(o.status()).isEqualTo(DifferentialRunner.Status.MISMATCH);
        assertThat(o.failing()).isEqualTo(Set.of(0, 1));
    }

    @Test
    void aRaceIsARunError() throws IOException {
        Assumptions.assumeTrue(Proc.available("g++") && Proc.available("gcc"));
        DifferentialRunner.Outcome o = new DifferentialRunner(tmp, true).run(handWritten("""
                #pragma hicuda global alloc B[*] copyin
                #pragma hicuda kernel k tblock(2) thread(32)
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 1; i < 64; i++)
                        B[i] = B[i - 1] + 1;
                #pragma hicuda kernel_end
                #pragma hicuda global copyout B[*]
                #pragma hicuda global free B
                """), "race", 1);
        assertThat(o.status()).isEqualTo(DifferentialRunner.Status.RUN_ERROR);
        assertThat(o.details()).contains("exit 71", "data race");
    }

    @Test
    void generatedProgramsAreDeterministicAndCoverTheFeatures() {
        StringBuilder all = new StringBuilder();
        for (int p = 0; p < 6; p++) {
            String a = DifferentialProgramGenerator.program(DifferentialFuzzer.draws(7, p, 24)).text();
            assertThat(a).isEqualTo(DifferentialProgramGenerator.program(DifferentialFuzzer.draws(7, p, 24)).text());
            all.append(a);
        }
        String t = all.toString();
        for (String feature : List.of("over_tblock(CYCLIC)", "over_thread over_tblock", "#pragma hicuda shared alloc", "[i-1:i+1][j-1:j+1]",
                "constant copyin", "texture copyin", "#pragma hicuda singular\n", "#pragma hicuda barrier\n", " nowait", "clear\n",
                "copyin SX_", "#pragma hicuda global copyout SY_", "float A_", "(i > 0 ? A_", "#pragma hicuda shape SP_",
                "#pragma hicuda shared copyout SP_")) {
            assertThat(t).as("the generated programs use '%s'", feature).contains(feature);
        }
        assertThat(Draw.of(List.of(5, 7)).nextInt(3)).isEqualTo(2);
        assertThat(Draw.of(new Random(1)).nextInt(10)).isBetween(0, 9);
    }
}
