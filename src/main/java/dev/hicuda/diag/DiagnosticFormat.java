package dev.hicuda.diag;

import java.io.PrintStream;

/** How the {@link Reporter} prints diagnostics ({@code -fdiagnostics-format=text|json}). */
public enum DiagnosticFormat {
    /** As C compilers do: {@code file:line:col: error: message}, the source line and a caret, as they come. */
    text,
    /** gcc's JSON layout: one array of every diagnostic, printed when compilation ends. */
    json;

    DiagnosticPrinter printer(SourceFiles sources, PrintStream out) {
        return this == json ? new JsonDiagnosticPrinter(sources, out) : new TextDiagnosticPrinter(sources, out);
    }
}
