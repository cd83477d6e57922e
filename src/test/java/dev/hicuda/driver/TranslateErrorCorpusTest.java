package dev.hicuda.driver;

import dev.hicuda.support.Cli;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Errors found by the lowering passes (constant and texture directives: sizes, 64 KB, writes in
 * kernels, ambiguity...): runs {@code hicuda translate} for both targets on every file of
 * {@code src/test/resources/translate-errors/}.  Each file starts with {@code // expect:
 * LINE:COL: message} lines, as in {@link ErrorCorpusTest}; the errors reported must be exactly
 * those, each followed by the source line and a caret, the exit code 1, no stack trace, and the
 * output folder stays empty.
 */
class TranslateErrorCorpusTest {
    static final Path DIR = Path.of("src/test/resources/translate-errors");

    @TempDir
    Path tmp;

    @TestFactory
    Stream<DynamicTest> everyFileGivesItsDiagnosticsAndWritesNothing() throws IOException {
        List<Path> files = ErrorCorpusTest.list(DIR);
        assertThat(files).hasSizeGreaterThanOrEqualTo(12);
        List<DynamicTest> tests = new ArrayList<>();
        for (Path f : files) {
            for (String target : List.of("cuda", "cpu")) {
                tests.add(DynamicTest.dynamicTest(f.getFileName() + " (" + target + ")", () -> translate(f, target)));
            }
        }
        return tests.stream();
    }

    void translate(Path f, String target) throws IOException {
        List<ErrorCorpusTest.Expected> expected = ErrorCorpusTest.expectations(f);
        assertThat(expected).as("%s starts with '// expect: LINE:COL: message' lines", f).isNotEmpty();
        List<String> source = Files.readAllLines(f, StandardCharsets.UTF_8);
        Path out = Files.createDirectories(tmp.resolve(f.getFileName() + "." + target));

        Cli.Result r = Cli.run("translate", "--target", target, f.toString(), "-o", out.resolve("out.cu").toString());
        assertThat(r.exit()).as(r.err()).isEqualTo(1);
        assertThat(r.err()).doesNotContain("\tat ", "Exception", "internal compiler error");

        List<String> lines = r.err().lines().toList();
        List<ErrorCorpusTest.Expected> actual = new ArrayList<>();
        Pattern diag = Pattern.compile("^" + Pattern.quote(f.toString()) + ":(\\d+):(\\d+): error: (.+)$");
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = diag.matcher(lines.get(i));
            if (!m.matches()) {
                continue;
            }
            ErrorCorpusTest.Expected e = new ErrorCorpusTest.Expected(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), m.group(3));
            actual.add(e);
            assertThat(lines.get(i + 1)).isEqualTo(source.get(e.line() - 1));
            assertThat(lines.get(i + 2)).isEqualTo(ErrorCorpusTest.caret(source.get(e.line() - 1), e.col()));
        }
        assertThat(actual).as(r.err()).containsExactlyElementsOf(expected);
        assertThat(lines.get(lines.size() - 1))
                .isEqualTo(expected.size() + (expected.size() == 1 ? " error generated." : " errors generated."));
        try (Stream<Path> s = Files.list(out)) {
            assertThat(s.toList()).as("nothing written").isEmpty();
        }
    }
}
