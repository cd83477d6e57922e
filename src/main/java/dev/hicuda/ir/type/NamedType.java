package dev.hicuda.ir.type;

/**
 * A type referred to by a typedef name.  The target is null for names known only from a
 * system header (such as {@code FILE}), whose layout the compiler does not need.
 */
public final class NamedType extends CType {
    private final String name;
    private final CType target;

    public NamedType(String name, CType target) {
        this.name = name;
        this.target = target;
    }

    public String name() {
        return name;
    }

    public CType target() {
        return target;
    }

    @Override
    public CType resolved() {
        return target == null ? this : target.resolved();
    }

    @Override
    public Long size() {
        return target == null ? null : target.size();
    }

    @Override
    public long align() {
        return target == null ? 8 : target.align();
    }

    @Override
    public String describe() {
        return name;
    }
}
