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
 * Runs {@code hicuda check} on every file of {@code src/test/resources/errors/}.  Each file
 * starts with one {@code // expect: LINE:COL: message} comment per error it must produce (and
 * {@code // expect warning: LINE:COL: message} and {@code // expect note: LINE:COL: message} for the
 * warnings and the notes that follow an error or a warning); the errors, warnings and notes reported must be exactly those, in that order, each followed by the source line and a
 * caret under the column, then the count; the exit code is 1, and {@code translate} (CUDA and CPU targets)
 * reports the same errors, writes nothing and leaves an existing output file untouched.
 */
class ErrorCorpusTest {
    static final Path DIR = Path.of("src/test/resources/errors");
    static final Pattern EXPECT = Pattern.compile("^// expect( note| warning)?: (\\d+):(\\d+): (.+)$");

    /** An expected error or note. */
    record Expected(String kind, int line, int col, String message) {
    }

    @TempDir
    Path tmp;

    @TestFactory
    Stream<DynamicTest> everyErrorFileGivesItsDiagnostics() throws IOException {
        List<Path> files = list(DIR);
        assertThat(files).hasSizeGreaterThanOrEqualTo(20);
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> check(f)));
    }

    static List<Path> list(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".c")).sorted().toList();
        }
    }

    static List<Expected> expectations(Path f) throws IOException {
        List<Expected> l = new ArrayList<>();
        for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
            Matcher m = EXPECT.matcher(line);
            if (!m.matches()) {
                break;
            }
            l.add(new Expected(m.group(1) == null ? "error" : m.group(1).trim(), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)),
                    m.group(4)));
        }
        return l;
    }

    void check(Path f) throws IOException {
        List<Expected> expected = expectations(f);
        assertThat(expected).as("%s starts with '// expect: LINE:COL: message' lines", f).isNotEmpty();
        List<String> source = Files.readAllLines(f, StandardCharsets.UTF_8);

        Cli.Result r = Cli.run("check", f.toString());
        assertThat(r.exit()).as(r.err()).isEqualTo(1);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).doesNotContain("\tat ", "Exception", "internal compiler error");

        List<String> lines = r.err().lines().toList();
        List<Expected> actual = new ArrayList<>();
        Pattern diag = Pattern.compile("^" + Pattern.quote(f.toString()) + ":(\\d+):(\\d+): (error|warning|note): (.+)$");
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = diag.matcher(lines.get(i));
            if (!m.matches()) {
                continue;
            }
            Expected e = new Expected(m.group(3), Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), m.group(4));
            actual.add(e);
            // the source line, then a caret under the column
            assertThat(lines.get(i + 1)).isEqualTo(source.get(e.line() - 1));
            assertThat(lines.get(i + 2)).isEqualTo(caret(source.get(e.line() - 1), e.col()));
        }
        assertThat(actual).as(r.err()).containsExactlyElementsOf(expected);
        long errors = expected.stream().filter(e -> e.kind().equals("error")).count();
        assertThat(lines.get(lines.size() - 1)).isEqualTo(errors + (errors == 1 ? " error generated." : " errors generated."));

        // translate fails the same way, for both targets, and writes nothing
        Path out = Files.createDirectories(tmp.resolve(f.getFileName().toString() + ".out"));
        Cli.Result t = Cli.run("translate", f.toString(), "-o", out.resolve("o.cu").toString());
        assertThat(t.exit()).isEqualTo(1);
        assertThat(t.err()).isEqualTo(r.err());
        assertThat(t.out()).isEmpty();
        try (Stream<Path> s = Files.list(out)) {
            assertThat(s.toList()).isEmpty();
        }
        // an output file that exists already is left as it was (and the runtime header is not written beside it)
        Path existing = out.resolve("o.cpu.cpp");
        Files.writeString(existing, "previous output\n");
        Cli.Result c = Cli.run("translate", "--target", "cpu", f.toString(), "-o", existing.toString());
        assertThat(c.exit()).isEqualTo(1);
        assertThat(c.err()).isEqualTo(r.err());
        assertThat(Files.readString(existing)).isEqualTo("previous output\n");
        try (Stream<Path> s = Files.list(out)) {
            assertThat(s.map(p -> p.getFileName().toString()).toList()).containsExactly("o.cpu.cpp");
        }
    }

    static String caret(String line, int col) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < col - 1 && i < line.length(); i++) {
            sb.append(line.charAt(i) == '\t' ? '\t' : ' ');
        }
        return sb.append('^').toString();
    }
}
