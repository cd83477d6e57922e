package dev.hicuda.ir.stmt;

/** {@code break;}, {@code continue;} or {@code goto label;}. */
public final class Jump extends Stmt {
    public enum Kind { BREAK, CONTINUE, GOTO }

    private final Kind kind;
    private final String label;

    public Jump(Kind kind, String label) {
        this.kind = kind;
        this.label = label;
    }

    public Kind kind() {
        return kind;
    }

    public String label() {
        return label;
    }
}
