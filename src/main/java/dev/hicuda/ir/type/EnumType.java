package dev.hicuda.ir.type;

/** An enumeration: an int. */
public final class EnumType extends CType {
    private final String tag;

    public EnumType(String tag) {
        this.tag = tag;
    }

    @Override
    public Long size() {
        return 4L;
    }

    @Override
    public String describe() {
        return "enum " + (tag == null ? "<anonymous>" : tag);
    }
}
