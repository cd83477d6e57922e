package dev.hicuda.diag;

import java.io.PrintStream;

/**
 * Diagnostics as a C compiler prints them, each as it is reported: {@code file:line:col: error:
 * message}, then the source line and a caret under the column; {@code N errors generated.} when
 * errors stop compilation.
 */
final class TextDiagnosticPrinter implements DiagnosticPrinter {
    private final SourceFiles sources;
    private final PrintStream out;

    TextDiagnosticPrinter(SourceFiles sources, PrintStream out) {
        this.sources = sources;
        this.out = out;
    }

    @Override
    public void print(Diagnostic d) {
        out.print(format(d, sources));
        out.flush();
    }

    @Override
    public void stopped(int errors) {
        out.println(errors + (errors == 1 ? " error" : " errors") + " generated.");
    }

    @Override
    public void finish() {
    }

    static String format(Diagnostic d, SourceFiles sources) {
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
}
