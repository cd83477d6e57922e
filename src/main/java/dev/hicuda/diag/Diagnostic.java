package dev.hicuda.diag;

import java.util.List;

/** One message for the user, tied to a place in the source, with the fix-its it suggests. */
public record Diagnostic(Severity severity, SourcePos pos, String message, List<FixIt> fixIts) {
    public Diagnostic {
        fixIts = List.copyOf(fixIts);
    }

    public Diagnostic(Severity severity, SourcePos pos, String message) {
        this(severity, pos, message, List.of());
    }
}
