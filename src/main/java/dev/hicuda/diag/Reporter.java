package dev.hicuda.diag;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The one place diagnostics go.  Prints them in a {@link DiagnosticFormat}: like a C compiler
 * ({@code file:line:col: error: message}, then the source line and a caret) or as gcc's JSON.  A
 * message that ends with a "did you mean 'X'?" hint about the word at its position carries the
 * matching {@link FixIt}.
 */
public final class Reporter {
    private final SourceFiles sources;
    private final DiagnosticPrinter printer;
    private final List<Diagnostic> all = new ArrayList<>();
    private int errors;
    private int warnings;
    private boolean warningsAsErrors;
    private boolean finished;

    /** A reporter that prints in the text format to {@code out} (none when null). */
    public Reporter(SourceFiles sources, PrintStream out) {
        this(sources, out, DiagnosticFormat.text);
    }

    public Reporter(SourceFiles sources, PrintStream out, DiagnosticFormat format) {
        this.sources = sources;
        this.printer = out == null ? null : format.printer(sources, out);
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
            d = new Diagnostic(Severity.ERROR, d.pos(), d.message() + " [-Werror]", d.fixIts());
        }
        if (d.fixIts().isEmpty()) {
            List<FixIt> hinted = DidYouMean.fixIts(d.pos(), d.message(), sources);
            if (!hinted.isEmpty()) {
                d = new Diagnostic(d.severity(), d.pos(), d.message(), hinted);
            }
        }
        all.add(d);
        if (d.severity() == Severity.ERROR) {
            errors++;
        } else if (d.severity() == Severity.WARNING) {
            warnings++;
        }
        if (printer != null) {
            printer.print(d);
        }
    }

    /** The text format of one diagnostic, source line and caret included. */
    public String format(Diagnostic d) {
        return TextDiagnosticPrinter.format(d, sources);
    }

    /** Errors stopped compilation: the text format says how many ("2 errors generated."). */
    public synchronized void stopped() {
        if (printer != null) {
            printer.stopped(errors);
        }
    }

    /**
     * Compilation has ended (or reached the point after which nothing more is reported): formats
     * that print at the end, JSON, print now.  Later calls do nothing.
     */
    public synchronized void finish() {
        if (printer != null && !finished) {
            printer.finish();
        }
        finished = true;
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
