package dev.hicuda.diag;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Diagnostics in gcc's JSON layout ({@code gcc -fdiagnostics-format=json}), printed as one array
 * when compilation ends, so that standard error holds exactly one JSON value (an empty array when
 * there is nothing to report).  Each diagnostic is an object with {@code kind} ("error",
 * "warning", "note"), {@code message}, {@code locations} (each with a {@code caret} position and,
 * when the word at the caret is longer than one character, its {@code finish}), {@code children}
 * (the notes that follow it), {@code fixits} ({@code start}, {@code next}, {@code string}) when it
 * suggests a replacement, {@code column-origin} 1 and {@code escape-source} false.  A position has
 * {@code file}, {@code line}, {@code column} (= {@code display-column}: tabs expanded to 8, as gcc
 * counts by default) and {@code byte-column} (UTF-8 bytes).  A diagnostic about a file as a whole
 * has no locations and names the file in its message.
 */
final class JsonDiagnosticPrinter implements DiagnosticPrinter {
    private final SourceFiles sources;
    private final PrintStream out;
    private final List<Map<String, Object>> top = new ArrayList<>();

    JsonDiagnosticPrinter(SourceFiles sources, PrintStream out) {
        this.sources = sources;
        this.out = out;
    }

    @Override
    public void print(Diagnostic d) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("kind", d.severity().label());
        SourcePos p = d.pos();
        boolean wholeFile = p != null && !p.isKnown() && p.file() != null && !p.file().startsWith("<");
        o.put("message", wholeFile ? p.file() + ": " + d.message() : d.message());
        o.put("locations", p != null && p.isKnown() ? List.of(location(p)) : List.of());
        if (!d.fixIts().isEmpty()) {
            List<Object> fixIts = new ArrayList<>();
            for (FixIt f : d.fixIts()) {
                Map<String, Object> fo = new LinkedHashMap<>();
                fo.put("start", position(f.start()));
                fo.put("next", position(f.next()));
                fo.put("string", f.replacement());
                fixIts.add(fo);
            }
            o.put("fixits", fixIts);
        }
        o.put("escape-source", false);
        if (d.severity() == Severity.NOTE && !top.isEmpty()) {
            @SuppressWarnings("unchecked")
            List<Object> children = (List<Object>) top.get(top.size() - 1).get("children");
            children.add(o);
            return;
        }
        o.put("children", new ArrayList<>());
        o.put("column-origin", 1);
        top.add(o);
    }

    @Override
    public void stopped(int errors) {
    }

    @Override
    public void finish() {
        out.println(Json.write(top));
        out.flush();
    }

    private Map<String, Object> location(SourcePos p) {
        Map<String, Object> l = new LinkedHashMap<>();
        l.put("caret", position(p));
        String line = sources.line(p.file(), p.line());
        int end = SourceColumns.identifierEnd(line, p.column() - 1);
        if (end - (p.column() - 1) > 1) {
            l.put("finish", position(new SourcePos(p.file(), p.line(), end)));
        }
        return l;
    }

    private Map<String, Object> position(SourcePos p) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("file", p.file());
        o.put("line", p.line());
        String line = sources.line(p.file(), p.line());
        int display = p.column() < 1 ? -1 : line == null ? p.column() : SourceColumns.display(line, p.column());
        int bytes = p.column() < 1 ? -1 : line == null ? p.column() : SourceColumns.bytes(line, p.column());
        o.put("display-column", display);
        o.put("byte-column", bytes);
        o.put("column", display);
        return o;
    }
}
