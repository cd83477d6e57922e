package dev.hicuda.frontend.preprocessor;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The preprocessor produces exactly the tokens gcc -E produces, on every C file of the project
 * (examples, tests, benchmarks) and on the preprocessor corner cases under
 * {@code src/test/resources/preprocessor/}.
 */
class PreprocessorGccComparisonTest {
    private static HostCompiler cc;

    @BeforeAll
    static void compiler() {
        cc = HostCompiler.query(null);
    }

    static List<Path> inputs() throws IOException {
        List<Path> files = new ArrayList<>();
        for (String dir : List.of("examples", "src/test/resources/roundtrip", "src/test/resources/e2e",
                "src/test/resources/preprocessor", "bench")) {
            Path d = Path.of(dir);
            if (!Files.isDirectory(d)) {
                continue;
            }
            try (Stream<Path> s = Files.walk(d)) {
                // the sources, not build products in hidden folders (bench/.build holds translated host programs)
                s.filter(p -> p.toString().endsWith(".c") && !d.relativize(p).toString().matches("(.*/)?\\..*")).sorted().forEach(files::add);
            }
        }
        return files;
    }

    @TestFactory
    Stream<DynamicTest> sameTokensAsGcc() throws IOException {
        return inputs().stream().map(f -> DynamicTest.dynamicTest(f.toString(), () -> {
            List<Path> inc = new ArrayList<>();
            if (f.startsWith("bench")) {
                inc.add(Path.of("bench/common"));
            }
            if (f.startsWith("src/test/resources/roundtrip")) {
                inc.add(Path.of("src/test/resources/roundtrip/include"));
            }
            List<String> flags = new ArrayList<>();
            for (Path i : inc) {
                flags.add("-I" + i);
            }
            List<String> expected = GccTokenStream.gcc(f, flags);
            StringBuilder diags = new StringBuilder();
            List<String> actual = GccTokenStream.ours(f, List.of(), inc, cc, diags);
            assertThat(diags.toString()).doesNotContain("error:");
            int firstDiff = 0;
            while (firstDiff < Math.min(expected.size(), actual.size())
                    && expected.get(firstDiff).equals(actual.get(firstDiff))) {
                firstDiff++;
            }
            if (firstDiff < Math.max(expected.size(), actual.size())) {
                int from = Math.max(0, firstDiff - 8);
                assertThat(String.join(" ", actual.subList(from, Math.min(actual.size(), firstDiff + 12))))
                        .as("tokens differ from gcc -E at token %d of %d", firstDiff, expected.size())
                        .isEqualTo(String.join(" ", expected.subList(from, Math.min(expected.size(), firstDiff + 12))));
            }
        }));
    }
}
