package dev.hicuda.driver;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Which of run's positional parameters are the program's files, and which input lists clash (issue 13). */
class ProgramInputsTest {
    @Test
    void theCFilesBeforeTheDashDashAreInputs() {
        assertThat(ProgramInputs.count(List.of("a.c", "b.c", "x.c"), List.of("run", "a.c", "b.c", "--", "x.c"))).isEqualTo(2);
        assertThat(ProgramInputs.count(List.of("a.c", "b.c"), List.of("run", "a.c", "b.c"))).isEqualTo(2);
        assertThat(ProgramInputs.count(List.of("a.c", "100", "b.c"), List.of("run", "a.c", "100", "b.c"))).isEqualTo(1);
        assertThat(ProgramInputs.count(List.of("a.c", "a.c"), List.of("run", "-I", "a.c", "a.c", "--", "a.c"))).isEqualTo(1);
    }

    @Test
    void theSameFileTwiceOrTwoOutputsOfOneNameClash() {
        assertThat(ProgramInputs.clashing(List.of(Path.of("a.c"), Path.of("b.c")))).isNull();
        assertThat(ProgramInputs.clashing(List.of(Path.of("a.c"), Path.of("./a.c")))).isEqualTo("'./a.c' is given twice");
        assertThat(ProgramInputs.clashing(List.of(Path.of("x/a.c"), Path.of("y/a.c"))))
                .isEqualTo("two input files are named 'a': their outputs would have the same names");
    }
}
