package dev.hicuda.analysis.dataflow;

import dev.hicuda.analysis.Fixture;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The life cycle of data directives (issue 14): what is allowed. The errors, with their positions
 * and notes, are in the corpus (src/test/resources/errors/dl*.c, lowering-errors/ct09).
 */
class DataLifecycleTest {
    private static List<String> diagnostics(String body) {
        Fixture f = Fixture.of("float a[64], b[64], w[8];\nvoid f(int c)\n{\n" + body + "}\n");
        new DataLifecycle().run(f.program.unit(), f.ctx);
        return f.ctx.reporter().diagnostics().stream().map(d -> d.pos().line() + ": " + d.severity().label() + ": " + d.message())
                .toList();
    }

    @Test
    void allocFreeAllocAgainIsFine() {
        assertThat(diagnostics("""
                #pragma hicuda global alloc a[*] copyin
                #pragma hicuda global copyout a[*]
                #pragma hicuda global free a
                #pragma hicuda global alloc a[0:31]
                #pragma hicuda global copyout a[0:31]
                #pragma hicuda global free a
                """)).isEmpty();
    }

    @Test
    void anInnerBlockMakesItsOwnCopy() {
        assertThat(diagnostics("""
                #pragma hicuda global alloc a[*] copyin
                    if (c) {
                #pragma hicuda global alloc a[0:31]
                #pragma hicuda global copyout a[0:31]
                #pragma hicuda global free a
                    }
                #pragma hicuda global copyout a[*]
                #pragma hicuda global free a
                #pragma hicuda constant copyin w[*]
                    {
                #pragma hicuda constant copyin w[0:3]
                #pragma hicuda constant remove w
                    }
                #pragma hicuda constant remove w
                """)).isEmpty();
    }

    @Test
    void aCopyInALoopBodyLivesOneIteration() {
        assertThat(diagnostics("""
                    int t;
                    for (t = 0; t < 4; t++) {
                #pragma hicuda global alloc a[*] copyin
                #pragma hicuda global copyout a[*]
                #pragma hicuda global free a
                    }
                """)).isEmpty();
    }

    @Test
    void memoriesAreSeparate() {
        assertThat(diagnostics("""
                #pragma hicuda global alloc a[*] copyin
                #pragma hicuda texture copyin a[*]
                #pragma hicuda constant copyin a[0:7]
                #pragma hicuda constant remove a
                #pragma hicuda texture remove a
                #pragma hicuda global free a
                """)).isEmpty();
    }

    @Test
    void copyoutInAnInnerBlockAfterTheOuterFreeNamesTheFree() {
        assertThat(diagnostics("""
                #pragma hicuda global alloc a[*] copyin
                #pragma hicuda global free a
                    {
                #pragma hicuda global copyout a[*]
                    }
                """)).containsExactly(
                "7: error: 'global copyout a' after 'global free a' (line 5): the device copy of 'a' no longer exists",
                "5: note: 'a' was freed here");
    }

    @Test
    void freeingAnOuterCopyInAnInnerBlockIsNotTheSameScope() {
        assertThat(diagnostics("""
                #pragma hicuda global alloc a[*] copyin
                    {
                #pragma hicuda global free a
                    }
                """)).containsExactly("6: error: 'global free a' has no matching 'global alloc a' in the same scope");
    }
}
