package dev.hicuda.ir.directive;

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
}
