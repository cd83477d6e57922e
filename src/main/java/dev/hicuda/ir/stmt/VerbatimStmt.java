package dev.hicuda.ir.stmt;

import java.util.List;

/**
 * Generated code that is printed exactly as given, one line per element, at the current
 * indentation.  Used by lowering for target-specific boilerplate (error checks, declarations
 * of CUDA runtime structures) that no analysis needs to look into.
 */
public final class VerbatimStmt extends Stmt {
    private final List<String> lines;

    public VerbatimStmt(List<String> lines) {
        this.lines = List.copyOf(lines);
    }

    public static VerbatimStmt of(String... lines) {
        return new VerbatimStmt(List.of(lines));
    }

    public List<String> lines() {
        return lines;
    }
}
