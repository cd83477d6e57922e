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
 * starts with {@code // expect: LINE:COL: message} lines (errors), {@code // expect warning:
 * LINE:COL: message} lines and {@code // expect note: LINE:COL: message} lines (after the error or warning they belong to); {@code translate} must report exactly those diagnostics, in that order,
 * with the source line and a caret, for the CUDA, CPU and OpenCL targets ({@code check} the same as the CUDA target).  With an error it exits with 1
 * and leaves the output alone (no new file, and an existing output file unchanged); with warnings
 * only it translates.
 */
class LoweringErrorCorpusTest {
    static final Path DIR = Path.of("src/test/resources/lowering-errors");
    static final Pattern EXPECT = Pattern.compile("^// expect( warning| note)?: (\\d+):(\\d+): (.+)$");

    /** One expected diagnostic: "error" or "warning", its position and its message. */
    record Diag(String kind, int line, int col, String message) {
    }

    @TempDir
    Path tmp;

    @TestFactory
    Stream<DynamicTest> everyFileGivesItsDiagnosticsAndNoOutput() throws IOException {
        List<Path> files = ErrorCorpusTest.list(DIR);
        assertThat(files).hasSizeGreaterThanOrEqualTo(12);
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> check(f)));
    }

    static List<Diag> expectations(Path f) throws IOException {
        List<Diag> l = new ArrayList<>();
        for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
            Matcher m = EXPECT.matcher(line);
            if (!m.matches()) {
                break;
            }
            l.add(new Diag(m.group(1) == null ? "error" : m.group(1).trim(), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)),
                    m.group(4)));
        }
        return l;
    }

    void check(Path f) throws IOException {
        check(f, List.of("cuda", "cpu", "opencl"));
    }

    /** {@code translate --target T} for each of {@code targets} reports exactly the expected diagnostics and writes nothing. */
    void check(Path f, List<String> targets) throws IOException {
        List<Diag> expected = expectations(f);
        assertThat(expected).as("%s starts with '// expect:' lines", f).isNotEmpty();
        boolean errors = expected.stream().anyMatch(d -> d.kind().equals("error"));
        List<String> source = Files.readAllLines(f, StandardCharsets.UTF_8);
        for (String target : targets) {
            Path dir = Files.createDirectories(tmp.resolve(f.getFileName() + "." + target));
            Path fresh = dir.resolve("new.cu");
            Cli.Result r = Cli.run("translate", "--target", target, f.toString(), "-o", fresh.toString());
            assertThat(r.exit()).as(r.err()).isEqualTo(errors ? 1 : 0);
            assertThat(r.err()).doesNotContain("\tat ", "Exception", "internal compiler error");
            List<String> lines = r.err().lines().toList();
            List<Diag> actual = new ArrayList<>();
            Pattern diag = Pattern.compile("^" + Pattern.quote(f.toString()) + ":(\\d+):(\\d+): (error|warning|note): (.+)$");
            for (int i = 0; i < lines.size(); i++) {
                Matcher m = diag.matcher(lines.get(i));
                if (m.matches()) {
                    Diag e = new Diag(m.group(3), Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), m.group(4));
                    actual.add(e);
                    assertThat(lines.get(i + 1)).isEqualTo(source.get(e.line() - 1));
                    assertThat(lines.get(i + 2)).isEqualTo(ErrorCorpusTest.caret(source.get(e.line() - 1), e.col()));
                }
            }
            assertThat(actual).as(r.err()).containsExactlyElementsOf(expected);
            if (target.equals("cuda")) {
                // 'check' reports exactly what 'translate' reports
                Cli.Result c = Cli.run("check", f.toString());
                assertThat(c.exit()).isEqualTo(r.exit());
                assertThat(c.err()).isEqualTo(r.err());
                assertThat(c.out()).isEmpty();
            }
            if (!errors) {
                assertThat(fresh).exists();
                continue;
            }
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
