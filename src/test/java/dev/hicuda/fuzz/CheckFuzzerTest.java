package dev.hicuda.fuzz;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The check fuzzer in CI (issue 14): every input it ever found a problem with
 * (src/test/resources/fuzz-findings/) now gets a located error or passes, and a few hundred fresh
 * inputs from a fixed seed give no internal error, no stack trace and no hang. The long runs are
 * {@code scripts/fuzz-check.sh} (docs/reliability.md).
 */
class CheckFuzzerTest {
    static final Path FINDINGS = Path.of("src/test/resources/fuzz-findings");

    @TempDir
    Path tmp;

    @TestFactory
    Stream<DynamicTest> everyPastFindingIsHandled() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.list(FINDINGS)) {
            files = s.filter(p -> p.toString().endsWith(".c")).sorted().toList();
        }
        assertThat(files).isNotEmpty();
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> {
            CheckFuzzer fuzzer = new CheckFuzzer(tmp, 60_000, List.of(Path.of("bench/common")));
            CheckFuzzer.Run r = fuzzer.check(Files.readString(f, StandardCharsets.ISO_8859_1));
            assertThat(CheckFuzzer.isFinding(r.outcome())).as(r.output()).isFalse();
        }));
    }

    @Test
    void freshInputsFromAFixedSeed() throws Exception {
        InputMutator gen = new InputMutator(InputMutator.repositoryCorpus(Path.of(".")), 20261124);
        CheckFuzzer fuzzer = new CheckFuzzer(tmp, 60_000, List.of(Path.of("bench/common")));
        int n = Integer.getInteger("hicuda.fuzz.inputs", 300);
        for (int i = 0; i < n; i++) {
            String input = gen.next();
            CheckFuzzer.Run r = fuzzer.check(input);
            assertThat(CheckFuzzer.isFinding(r.outcome())).as("input %d:\n%s\n---\n%s", i, input, r.output()).isFalse();
        }
    }
}
