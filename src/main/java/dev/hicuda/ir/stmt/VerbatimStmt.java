package dev.hicuda.ir.stmt;

import java.util.List;

/**
 * Generated code that is printed exactly as given, one line per element, at the current
 * indentation.  Used by lowering for target-specific boilerplate (error checks, declarations
 * of CUDA runtime structures) that no analysis needs to look into.
 */
public final class VerbatimStmt extends Stmt {
    private final List<String> lines;
    private final List<String> declares;

    public VerbatimStmt(List<String> lines) {
        this(lines, null);
    }

    private VerbatimStmt(List<String> lines, List<String> declares) {
        this.lines = List.copyOf(lines);
        this.declares = declares == null ? null : List.copyOf(declares);
    }

    /** Text that may declare anything (see {@link #declares()}). */
    public static VerbatimStmt of(String... lines) {
        return new VerbatimStmt(List.of(lines));
    }

    /** Text that declares exactly {@code names} in its block (none: an empty list). */
    public static VerbatimStmt declaring(List<String> names, String... lines) {
        return new VerbatimStmt(List.of(lines), names);
    }

    public List<String> lines() {
        return lines;
    }

    /** The names the text declares in its block, or null when unknown (it may declare anything). */
    public List<String> declares() {
        return declares;
    }
}
