package dev.hicuda.e2e;

import dev.hicuda.support.Proc;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Differential fuzzing in CI (issue 14): random hiCUDA programs ({@link DifferentialProgramGenerator},
 * built on {@link PartitionedNestGenerator}'s nests) translated for the CPU target, checked for races
 * and run with shuffled threads, must print what their sequential build prints. jqwik draws each case
 * from a list of integers ({@link Draw#of(List)}), so shrinking a failing batch drops cases and simplifies
 * their choices. 12 programs of {@value #PER_PROGRAM} cases (288 cases, about a minute); the long runs
 * are {@code scripts/fuzz-differential.sh} (10,000 cases and more) and {@code scripts/fuzz-device-batch.sh}
 * (the CUDA target on a GPU). A failure prints the failing cases' sources and choice lists; to shrink one
 * case, run {@link #oneCase} with {@code -Dhicuda.diff.case=N,N,...} (its choice list).
 */
class DifferentialFuzzTest {
    static final int PER_PROGRAM = 24;

    @Property(tries = 12, seed = "20261124", shrinking = ShrinkingMode.BOUNDED)
    void cpuEmulationMatchesTheSequentialProgram(@ForAll("batches") List<List<Integer>> cases) throws IOException {
        check(cases);
    }

    @Property(tries = 2, seed = "20261125", shrinking = ShrinkingMode.FULL)
    void oneCase(@ForAll("oneCase") List<Integer> choices) throws IOException {
        check(List.of(choices));
    }

    @Provide
    Arbitrary<List<List<Integer>>> batches() {
        return choices().list().ofSize(PER_PROGRAM);
    }

    @Provide
    Arbitrary<List<Integer>> oneCase() {
        String given = System.getProperty("hicuda.diff.case");
        if (given != null && !given.isBlank()) {
            return Arbitraries.just(Arrays.stream(given.split(",")).map(String::trim).map(Integer::valueOf).toList());
        }
        return choices();
    }

    private static Arbitrary<List<Integer>> choices() {
        return Arbitraries.integers().between(0, 1 << 20).list().ofMinSize(150).ofMaxSize(400);
    }

    private static void check(List<List<Integer>> cases) throws IOException {
        if (!Proc.available("g++") || !Proc.available("gcc")) {
            return; // the CPU target needs both compilers
        }
        DifferentialProgramGenerator.Program p = DifferentialProgramGenerator.program(cases.stream().map(Draw::of).toList());
        Path dir = Files.createTempDirectory("hicuda-diff");
        try {
            DifferentialRunner.Outcome o = new DifferentialRunner(dir, true).run(p, "prog", cases.hashCode() & 0xffff);
            if (!o.ok()) {
                Path kept = Files.createDirectories(Path.of("target", "differential-failures")).resolve("prog" + (cases.hashCode() & 0xffffff) + ".c");
                Files.writeString(kept, p.text());
                StringBuilder choices = new StringBuilder();
                for (int i : o.failing()) {
                    if (i < cases.size()) {
                        choices.append("case ").append(i).append(" choices: ").append(cases.get(i).toString().replaceAll("[\\[\\] ]", ""))
                                .append('\n');
                    }
                }
                assertThat(o.status()).as("%s\n%s(program kept as %s)", DifferentialRunner.describe(p, o), choices, kept)
                        .isEqualTo(DifferentialRunner.Status.OK);
            }
        } finally {
            DifferentialFuzzer.deleteTree(dir);
        }
    }
}
