package dev.hicuda.diag;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The one place diagnostics go.  Formats them like a C compiler:
 * {@code file:line:col: error: message}, then the source line and a caret.
 */
public final class Reporter {
    private final SourceFiles sources;
    private final PrintStream out;
    private final List<Diagnostic> all = new ArrayList<>();
    private int errors;
    private int warnings;
    private boolean warningsAsErrors;

    public Reporter(SourceFiles sources, PrintStream out) {
        this.sources = sources;
        this.out = out;
    }

    /** With {@code -Werror}: every warning is reported as an error, its message ending in {@code [-Werror]}. */
    public void setWarningsAsErrors(boolean on) {
        warningsAsErrors = on;
    }

    public SourceFiles sources() {
        return sources;
    }

    public void error(SourcePos pos, String message) {
        report(new Diagnostic(Severity.ERROR, pos, message));
    }

    public void warning(SourcePos pos, String message) {
        report(new Diagnostic(Severity.WARNING, pos, message));
    }

    public void note(SourcePos pos, String message) {
        report(new Diagnostic(Severity.NOTE, pos, message));
    }

    /** Reports an error and stops compilation. */
    public CompilationError fatal(SourcePos pos, String message) {
        error(pos, message);
        return new CompilationError();
    }

    public synchronized void report(Diagnostic reported) {
        Diagnostic d = reported;
        if (warningsAsErrors && d.severity() == Severity.WARNING) {
            d = new Diagnostic(Severity.ERROR, d.pos(), d.message() + " [-Werror]");
        }
        all.add(d);
        if (d.severity() == Severity.ERROR) {
            errors++;
        } else if (d.severity() == Severity.WARNING) {
            warnings++;
        }
        if (out != null) {
            out.print(format(d));
            out.flush();
        }
    }

    public String format(Diagnostic d) {
        StringBuilder sb = new StringBuilder();
        SourcePos p = d.pos();
        if (p != null && p.isKnown()) {
            sb.append(p.file()).append(':').append(p.line()).append(':').append(p.column()).append(": ");
        } else if (p != null && p.file() != null && !p.file().startsWith("<")) {
            sb.append(p.file()).append(": ");
        } else {
            sb.append("hicuda: ");
        }
        sb.append(d.severity().label()).append(": ").append(d.message()).append('\n');
        if (p != null && p.isKnown()) {
            String line = sources.line(p.file(), p.line());
            if (line != null) {
                sb.append(line).append('\n');
                StringBuilder caret = new StringBuilder();
                int col = Math.max(1, p.column());
                for (int i = 0; i < col - 1 && i < line.length(); i++) {
                    caret.append(line.charAt(i) == '\t' ? '\t' : ' ');
                }
                caret.append('^');
                sb.append(caret).append('\n');
            }
        }
        return sb.toString();
    }

    public boolean hasErrors() {
        return errors > 0;
    }

    public int errorCount() {
        return errors;
    }

    public int warningCount() {
        return warnings;
    }

    public List<Diagnostic> diagnostics() {
        return Collections.unmodifiableList(all);
    }

    /** Throws {@link CompilationError} if any error has been reported. */
    public void stopIfErrors() {
        if (errors > 0) {
            throw new CompilationError();
        }
    }
}
