package dev.hicuda.diag;

/**
 * Thrown to stop compilation after errors have been reported.  It carries no message of
 * its own: the diagnostics are already in the {@link Reporter}.
 */
public final class CompilationError extends RuntimeException {
    public CompilationError() {
        super("compilation failed", null, false, false);
    }
}
