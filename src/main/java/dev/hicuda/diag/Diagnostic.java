package dev.hicuda.diag;

/** One message for the user, tied to a place in the source. */
public record Diagnostic(Severity severity, SourcePos pos, String message) {
}
