package dev.hicuda.ir.type;

/** Pointer to a type. */
public final class PointerType extends CType {
    private final CType pointee;

    public PointerType(CType pointee) {
        this.pointee = pointee;
    }

    public CType pointee() {
        return pointee;
    }

    @Override
    public Long size() {
        return 8L;
    }

    @Override
    public String describe() {
        return pointee.describe() + " *";
    }
}
