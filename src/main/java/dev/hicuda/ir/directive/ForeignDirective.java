package dev.hicuda.ir.directive;

import dev.hicuda.ir.Node;

import java.util.List;

/** A {@code #pragma mint ...} line: recognized, kept in the output, not yet translated. */
public final class ForeignDirective extends Directive {
    private final String dialect;

    public ForeignDirective(String dialect) {
        this.dialect = dialect;
    }

    @Override
    public String keyword() {
        return dialect;
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
