package dev.hicuda.diag;

import dev.hicuda.support.JsonReader;
import dev.hicuda.support.Proc;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static dev.hicuda.support.JsonReader.list;
import static dev.hicuda.support.JsonReader.map;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * {@code -fdiagnostics-format=json}: the Reporter prints gcc's JSON layout (issue 16).  The layout
 * is gcc's documented one (an array of objects with kind, message, locations of caret/finish
 * positions with file, line, column, display-column and byte-column, children for notes, fixits
 * with start/next/string, column-origin, escape-source), and the last test holds it against what
 * gcc itself prints for the same kinds of diagnostics.
 */
class JsonDiagnosticsTest {
    static final String FILE = "t.c";

    final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    final SourceFiles sources = new SourceFiles();
    final Reporter reporter = new Reporter(sources, new PrintStream(bytes, true, StandardCharsets.UTF_8), DiagnosticFormat.json);

    List<Object> printed() {
        reporter.finish();
        String text = bytes.toString(StandardCharsets.UTF_8);
        assertThat(text).endsWith("]\n");
        return list(JsonReader.parse(text));
    }

    @Test
    void nothingToReportIsAnEmptyArray() {
        assertThat(printed()).isEmpty();
        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEqualTo("[]\n");
    }

    @Test
    void anErrorWithADidYouMeanHintCarriesTheFixItAndTheWordsRange() {
        // a tab before the directive: the display column counts it to the next multiple of 8
        sources.add(FILE, "void f(void)\n{\n\t#pragma hicuda kernal k tblock(4) thread(8)\n}\n");
        reporter.error(new SourcePos(FILE, 3, 17), "unknown hicuda directive 'kernal'; did you mean 'kernel'?");
        List<Object> all = printed();
        assertThat(all).hasSize(1);
        Map<String, Object> d = map(all.get(0));
        assertThat(d).containsOnlyKeys("kind", "message", "locations", "children", "fixits", "column-origin", "escape-source");
        assertThat(d.get("kind")).isEqualTo("error");
        assertThat(d.get("message")).isEqualTo("unknown hicuda directive 'kernal'; did you mean 'kernel'?");
        assertThat(d.get("children")).isEqualTo(List.of());
        assertThat(d.get("column-origin")).isEqualTo(1L);
        assertThat(d.get("escape-source")).isEqualTo(false);
        Map<String, Object> loc = map(list(d.get("locations")).get(0));
        assertThat(loc).containsOnlyKeys("caret", "finish");
        assertThat(loc.get("caret")).isEqualTo(position(3, 24, 17));
        assertThat(loc.get("finish")).isEqualTo(position(3, 29, 22));
        Map<String, Object> fix = map(list(d.get("fixits")).get(0));
        assertThat(fix).containsOnlyKeys("start", "next", "string");
        assertThat(fix.get("start")).isEqualTo(position(3, 24, 17));
        assertThat(fix.get("next")).isEqualTo(position(3, 30, 23));
        assertThat(fix.get("string")).isEqualTo("kernel");
        assertThat(reporter.diagnostics().get(0).fixIts())
                .containsExactly(new FixIt(new SourcePos(FILE, 3, 17), new SourcePos(FILE, 3, 23), "kernel"));
    }

    @Test
    void byteColumnsCountUtf8Bytes() {
        sources.add(FILE, "char *s = \"é€\"; int x = 1 +;\n");
        reporter.error(new SourcePos(FILE, 1, 28), "expected an expression before ';'");
        Map<String, Object> loc = map(list(map(printed().get(0)).get("locations")).get(0));
        assertThat(loc).containsOnlyKeys("caret");
        assertThat(loc.get("caret")).isEqualTo(position(1, 28, 31));
    }

    @Test
    void aHintThatIsNotAboutTheWordAtThePositionGivesNoFixIt() {
        sources.add(FILE, "#pragma hicuda global alloc A[*] copyn\n");
        reporter.error(new SourcePos(FILE, 1, 23), "unknown clause 'copyn' in 'global alloc'; did you mean 'copyin'?");
        reporter.warning(new SourcePos(FILE, 1, 34), "unknown clause 'copyn' in 'global alloc'; did you mean 'copyin'?");
        List<Object> all = printed();
        assertThat(map(all.get(0))).doesNotContainKey("fixits");
        assertThat(map(list(map(all.get(1)).get("fixits")).get(0)).get("string")).isEqualTo("copyin");
        assertThat(map(all.get(1)).get("kind")).isEqualTo("warning");
    }

    @Test
    void notesAreChildrenOfTheDiagnosticBeforeThem() {
        sources.add(FILE, "#define A 1\n#define A 2\n");
        reporter.note(new SourcePos(FILE, 1, 1), "a note before anything else stands alone");
        reporter.warning(new SourcePos(FILE, 2, 9), "'A' redefined");
        reporter.note(new SourcePos(FILE, 1, 9), "this is the location of the previous definition");
        List<Object> all = printed();
        assertThat(all).hasSize(2);
        assertThat(map(all.get(0)).get("kind")).isEqualTo("note");
        Map<String, Object> w = map(all.get(1));
        List<Object> children = list(w.get("children"));
        assertThat(children).hasSize(1);
        Map<String, Object> note = map(children.get(0));
        assertThat(note).containsOnlyKeys("kind", "message", "locations", "escape-source");
        assertThat(note.get("kind")).isEqualTo("note");
        assertThat(map(list(note.get("locations")).get(0)).get("caret")).isEqualTo(position(1, 9, 9));
    }

    @Test
    void aDiagnosticAboutAWholeFileHasNoLocationAndNamesTheFile() {
        reporter.error(new SourcePos("in.c", 0, 0), "cannot read");
        reporter.error(null, "out.cu: cannot write");
        List<Object> all = printed();
        assertThat(map(all.get(0)).get("message")).isEqualTo("in.c: cannot read");
        assertThat(map(all.get(0)).get("locations")).isEqualTo(List.of());
        assertThat(map(all.get(1)).get("message")).isEqualTo("out.cu: cannot write");
    }

    @Test
    void messagesAreEscaped() {
        String nasty = "quote \" backslash \\ tab \t newline \n bell \u0007 é";
        reporter.error(null, nasty);
        assertThat(map(printed().get(0)).get("message")).isEqualTo(nasty);
    }

    @Test
    void finishPrintsOnceAndTheTextFormatIsUnchanged() {
        reporter.finish();
        reporter.finish();
        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEqualTo("[]\n");

        ByteArrayOutputStream text = new ByteArrayOutputStream();
        Reporter r = new Reporter(sources, new PrintStream(text, true, StandardCharsets.UTF_8));
        sources.add(FILE, "int x = 1 +;\n");
        r.error(new SourcePos(FILE, 1, 12), "expected an expression");
        r.stopped();
        r.finish();
        assertThat(text.toString(StandardCharsets.UTF_8)).isEqualTo("""
                t.c:1:12: error: expected an expression
                int x = 1 +;
                           ^
                1 error generated.
                """);
    }

    /** The keys of every kind of object are those gcc prints for the same kinds of diagnostics. */
    @Test
    void theLayoutIsGccs(@TempDir Path tmp) throws IOException {
        Path c = tmp.resolve("g.c");
        Files.writeString(c, "struct s { int color; };\nint f(struct s *p) { return p->colour; }\nint g(void) { return undeclared_name; }\n");
        Proc.Streams gcc = Proc.run(tmp, Map.of(), 120, List.of("gcc", "-fdiagnostics-format=json", "-c", "g.c", "-o", "/dev/null"));
        assumeTrue(gcc.err().startsWith("["), "gcc without -fdiagnostics-format=json: " + gcc.err());
        List<Object> theirs = list(JsonReader.parse(gcc.err().substring(0, gcc.err().lastIndexOf(']') + 1)));

        sources.add("g.c", Files.readString(c));
        reporter.error(new SourcePos("g.c", 2, 32), "no member named 'colour'; did you mean 'color'?");
        reporter.error(new SourcePos("g.c", 3, 22), "'undeclared_name' undeclared");
        reporter.note(new SourcePos("g.c", 3, 22), "each undeclared identifier is reported only once");
        List<Object> ours = printed();

        assertThat(keys(ours, "")).isEqualTo(keys(theirs, ""));
        assertThat(map(map(list(map(ours.get(0)).get("fixits")).get(0)).get("next")))
                .isEqualTo(map(map(list(map(theirs.get(0)).get("fixits")).get(0)).get("next")));
        assertThat(map(list(map(ours.get(0)).get("locations")).get(0)))
                .isEqualTo(map(list(map(theirs.get(0)).get("locations")).get(0)));
    }

    /** Every path of keys in a JSON value ("/fixits/start/line", ...), array indices left out. */
    static Set<String> keys(Object v, String path) {
        Set<String> out = new TreeSet<>();
        if (v instanceof Map<?, ?> m) {
            m.forEach((k, x) -> {
                out.add(path + "/" + k);
                out.addAll(keys(x, path + "/" + k));
            });
        } else if (v instanceof List<?> l) {
            l.forEach(x -> out.addAll(keys(x, path)));
        }
        return out;
    }

    static Map<String, Object> position(int line, int display, int bytes) {
        return Map.of("file", FILE, "line", (long) line, "column", (long) display, "display-column", (long) display,
                "byte-column", (long) bytes);
    }
}
