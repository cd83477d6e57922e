package dev.hicuda.ir.expr;

/** GNU C's address of a label, {@code &&label} (a {@code void *} for {@code goto *}). */
public final class LabelAddress extends Expr {
    private final String label;

    public LabelAddress(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    @Override
    public Expr copy() {
        return copied(new LabelAddress(label));
    }
}
