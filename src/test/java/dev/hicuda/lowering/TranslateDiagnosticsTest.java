package dev.hicuda.lowering;

import dev.hicuda.support.Cli;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
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
 * Diagnostics that only the lowering passes give (so {@code hicuda check} does not): each file of
 * {@code src/test/resources/translate-errors/} starts with {@code // expect: LINE:COL: text} (an
 * error) or {@code // expect warning: LINE:COL: text} lines; {@code translate} must report exactly
 * those diagnostics, in that order, each message starting with its text and followed by the source
 * line and a caret; with an error the exit code is 1 and no output is written, with warnings only
 * the translation succeeds.
 */
class TranslateDiagnosticsTest {
    static final Path DIR = Path.of("src/test/resources/translate-errors");
    static final Pattern EXPECT = Pattern.compile("^// expect( warning)?: (\\d+):(\\d+): (.+)$");

    record Expected(String kind, int line, int col, String text) {
    }

    @TempDir
    Path tmp;

    @TestFactory
    Stream<DynamicTest> everyFileGivesItsDiagnostics() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.list(DIR)) {
            files = s.filter(p -> p.toString().endsWith(".c")).sorted().toList();
        }
        assertThat(files).isNotEmpty();
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> check(f)));
    }

    void check(Path f) throws IOException {
        List<String> source = Files.readAllLines(f, StandardCharsets.UTF_8);
        List<Expected> expected = new ArrayList<>();
        for (String line : source) {
            Matcher m = EXPECT.matcher(line);
            if (!m.matches()) {
                break;
            }
            expected.add(new Expected(m.group(1) == null ? "error" : "warning", Integer.parseInt(m.group(2)),
                    Integer.parseInt(m.group(3)), m.group(4)));
        }
        assertThat(expected).as("%s starts with '// expect: LINE:COL: message' lines", f).isNotEmpty();
        boolean errors = expected.stream().anyMatch(e -> e.kind.equals("error"));
        Path out = tmp.resolve(f.getFileName() + ".cu");
        Cli.Result r = Cli.run("translate", f.toString(), "-o", out.toString());
        assertThat(r.err()).doesNotContain("\tat ", "Exception", "internal compiler error");
        assertThat(r.exit()).as(r.err()).isEqualTo(errors ? 1 : 0);
        assertThat(Files.exists(out)).as("output written").isEqualTo(!errors);

        List<String> lines = r.err().lines().toList();
        Pattern diag = Pattern.compile("^" + Pattern.quote(f.toString()) + ":(\\d+):(\\d+): (error|warning): (.+)$");
        List<String> actual = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = diag.matcher(lines.get(i));
            if (!m.matches()) {
                continue;
            }
            int line = Integer.parseInt(m.group(1));
            int col = Integer.parseInt(m.group(2));
            actual.add(m.group(3) + " " + line + ":" + col + ": " + m.group(4));
            assertThat(lines.get(i + 1)).isEqualTo(source.get(line - 1));
            assertThat(lines.get(i + 2)).isEqualTo(caret(source.get(line - 1), col));
        }
        assertThat(actual).as(r.err()).hasSameSizeAs(expected);
        for (int k = 0; k < expected.size(); k++) {
            Expected e = expected.get(k);
            assertThat(actual.get(k)).as(r.err()).startsWith(e.kind + " " + e.line + ":" + e.col + ": " + e.text);
        }
    }

    static String caret(String line, int col) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < col - 1 && i < line.length(); i++) {
            sb.append(line.charAt(i) == '\t' ? '\t' : ' ');
        }
        return sb.append('^').toString();
    }

    /** Accesses that stay inside their sections, or may leave them only in iterations that do not run, are accepted silently. */
    @Test
    void noFalseAlarms() throws IOException {
        Path src = tmp.resolve("ok.c");
        Files.writeString(src, """
                #define N 64
                float A[N], B[N][N];

                int main(void)
                {
                    int i, j;
                #pragma hicuda global alloc A[0:N-1] copyin
                #pragma hicuda global alloc B[*][1:N-1] copyin
                #pragma hicuda kernel k tblock(2) thread(32)
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < N; i++) {
                        if (i < N - 1)
                            A[i + 1] = A[i + 1] * 2.0f;       /* guarded */
                        for (j = 0; j < N - 1; j += 2)
                            B[i][j + 1] = B[i][j + 1] + 1.0f;  /* j + 1 <= N - 1 */
                        for (j = 1; j < N; j++)
                            B[i][j] = i > 0 ? B[i][j] : 0.0f;
                    }
                #pragma hicuda kernel_end
                #pragma hicuda global copyout A[*]
                #pragma hicuda global copyout B[*][1:N-1]
                #pragma hicuda global free A B
                    return 0;
                }
                """);
        Cli.Result r = Cli.run("translate", src.toString(), "-o", tmp.resolve("ok.cu").toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.err()).isEmpty();
    }
}
