package dev.hicuda.driver;

import dev.hicuda.support.Cli;
import dev.hicuda.support.JsonReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static dev.hicuda.support.JsonReader.list;
import static dev.hicuda.support.JsonReader.map;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code -fdiagnostics-format=json} on the command line (issue 16): translate, check and run take
 * it; standard error then holds exactly one JSON array in gcc's layout (JsonDiagnosticsTest checks
 * the layout itself), with no "N errors generated." line; the exit codes do not change.
 */
class DiagnosticsFormatCliTest {
    static final String MISSPELT = """
            void f(void)
            {
            #pragma hicuda kernel k tblock(2) thread(2)
            #pragma hicuda barier
            #pragma hicuda kernel_end
            }
            """;

    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"translate", "check", "run"})
    void everyCompilingCommandPrintsOneJsonArray(String command) throws IOException {
        Path src = Files.writeString(tmp.resolve("bad.c"), MISSPELT);
        List<String> args = command.equals("run") ? List.of(command, "--target", "cpu") : List.of(command);
        Cli.Result r = Cli.run(concat(args, "-fdiagnostics-format=json", src.toString()));
        assertThat(r.exit()).isEqualTo(ExitCode.INPUT_ERRORS);
        assertThat(r.out()).isEmpty();
        List<Object> all = list(JsonReader.parse(r.err()));
        Map<String, Object> d = map(all.get(all.size() - 1));
        assertThat(d.get("kind")).isEqualTo("error");
        assertThat(d.get("message")).isEqualTo("unknown hicuda directive 'barier'; did you mean 'barrier'?");
        Map<String, Object> caret = map(map(list(d.get("locations")).get(0)).get("caret"));
        assertThat(caret).containsEntry("file", src.toString()).containsEntry("line", 4L).containsEntry("column", 16L);
        Map<String, Object> fix = map(list(d.get("fixits")).get(0));
        assertThat(fix.get("string")).isEqualTo("barrier");
        assertThat(map(fix.get("next"))).containsEntry("column", 22L);
        assertThat(tmp.toFile().list()).containsExactly("bad.c");
    }

    @Test
    void aCleanTranslationPrintsAnEmptyArray() throws IOException {
        Path src = Files.writeString(tmp.resolve("ok.c"), "int main(void) { return 0; }\n");
        Cli.Result r = Cli.run("translate", "--target", "c", "-fdiagnostics-format=json", src.toString(), "-o", "-");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEqualTo("[]\n");
        assertThat(r.out()).contains("return 0;");
    }

    @Test
    void aMissingInputIsADiagnosticWithoutLocation() {
        Path missing = tmp.resolve("nowhere.c");
        Cli.Result r = Cli.run("check", "-fdiagnostics-format=json", missing.toString());
        assertThat(r.exit()).isEqualTo(ExitCode.INPUT_ERRORS);
        Map<String, Object> d = map(list(JsonReader.parse(r.err())).get(0));
        assertThat(d.get("message")).isEqualTo(missing + ": no such file");
        assertThat(d.get("locations")).isEqualTo(List.of());
    }

    @Test
    void textIsTheDefaultAndCanBeNamed() throws IOException {
        Path src = Files.writeString(tmp.resolve("bad.c"), MISSPELT);
        Cli.Result named = Cli.run("check", "-fdiagnostics-format=text", src.toString());
        Cli.Result plain = Cli.run("check", src.toString());
        assertThat(named).isEqualTo(plain);
        assertThat(plain.err()).startsWith(src + ":4:16: error: unknown hicuda directive 'barier'; did you mean 'barrier'?\n")
                .endsWith("1 error generated.\n");
    }

    @Test
    void anUnknownFormatIsACommandLineError() {
        Cli.Result r = Cli.run("check", "-fdiagnostics-format=xml", "x.c");
        assertThat(r.exit()).isEqualTo(ExitCode.USAGE);
        assertThat(r.err()).contains("-fdiagnostics-format", "xml");
    }

    static String[] concat(List<String> head, String... tail) {
        return java.util.stream.Stream.concat(head.stream(), java.util.Arrays.stream(tail)).toArray(String[]::new);
    }
}
