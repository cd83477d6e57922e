package dev.hicuda.diag;

/** One way of printing diagnostics: the strategy behind a {@link DiagnosticFormat}. */
interface DiagnosticPrinter {
    /** A diagnostic has been reported. */
    void print(Diagnostic d);

    /** Errors have stopped compilation; {@code errors} of them were reported. */
    void stopped(int errors);

    /** Compilation has ended: print whatever was held back.  Called once. */
    void finish();
}
