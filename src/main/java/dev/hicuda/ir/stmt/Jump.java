package dev.hicuda.ir.stmt;

import dev.hicuda.ir.Node;

import java.util.List;

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

    @Override
    public List<Node> children() {
        return List.of();
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        return false;
    }
}
