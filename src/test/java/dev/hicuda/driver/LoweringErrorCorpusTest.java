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
 * Misuse that only the lowering passes can find (src/test/resources/lowering-errors/): each file
 * starts with {@code // expect: LINE:COL: message} lines; {@code translate} must report exactly
 * those errors with the source line and a caret, exit with 1, and leave the output alone (no
 * new file, and an existing output file unchanged), for the CUDA and the CPU target.
 */
class LoweringErrorCorpusTest {
    static final Path DIR = Path.of("src/test/resources/lowering-errors");

    @TempDir
    Path tmp;

    @TestFactory
    Stream<DynamicTest> everyFileGivesItsDiagnosticsAndNoOutput() throws IOException {
        List<Path> files = ErrorCorpusTest.list(DIR);
        assertThat(files).hasSizeGreaterThanOrEqualTo(12);
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> check(f)));
    }

    void check(Path f) throws IOException {
        List<ErrorCorpusTest.Expected> expected = ErrorCorpusTest.expectations(f);
        assertThat(expected).as("%s starts with '// expect:' lines", f).isNotEmpty();
        List<String> source = Files.readAllLines(f, StandardCharsets.UTF_8);
        for (String target : List.of("cuda", "cpu")) {
            Path dir = Files.createDirectories(tmp.resolve(f.getFileName() + "." + target));
            Path fresh = dir.resolve("new.cu");
            Cli.Result r = Cli.run("translate", "--target", target, f.toString(), "-o", fresh.toString());
            assertThat(r.exit()).as(r.err()).isEqualTo(1);
            assertThat(r.err()).doesNotContain("\tat ", "Exception", "internal compiler error");
            List<String> lines = r.err().lines().toList();
            List<ErrorCorpusTest.Expected> actual = new ArrayList<>();
            Pattern diag = Pattern.compile("^" + Pattern.quote(f.toString()) + ":(\\d+):(\\d+): error: (.+)$");
            for (int i = 0; i < lines.size(); i++) {
                Matcher m = diag.matcher(lines.get(i));
                if (m.matches()) {
                    ErrorCorpusTest.Expected e = new ErrorCorpusTest.Expected(Integer.parseInt(m.group(1)),
                            Integer.parseInt(m.group(2)), m.group(3));
                    actual.add(e);
                    assertThat(lines.get(i + 1)).isEqualTo(source.get(e.line() - 1));
                    assertThat(lines.get(i + 2)).isEqualTo(ErrorCorpusTest.caret(source.get(e.line() - 1), e.col()));
                }
            }
            assertThat(actual).as(r.err()).containsExactlyElementsOf(expected);
            try (Stream<Path> s = Files.list(dir)) {
                assertThat(s.toList()).as("no output for %s", target).isEmpty();
            }
            // an existing output file is left as it was
            Path old = dir.resolve("old.cu");
            Files.writeString(old, "previous contents\n");
            Cli.Result again = Cli.run("translate", "--target", target, f.toString(), "-o", old.toString());
            assertThat(again.exit()).isEqualTo(1);
            assertThat(Files.readString(old)).isEqualTo("previous contents\n");
            try (Stream<Path> s = Files.list(dir)) {
                assertThat(s.toList()).containsExactly(old);
            }
        }
    }
}
