package dev.hicuda.ir.type;

/** The C type of an expression or object, as far as the analyses need to know it. */
public abstract class CType {
    /** Size in bytes, or null where unknown (incomplete types, types from system headers). */
    public abstract Long size();

    /** Alignment in bytes (best knowledge). */
    public long align() {
        Long s = size();
        return s == null ? 1 : Math.max(1, Math.min(8, s));
    }

    /** A readable rendering, e.g. {@code float[64][128]}. */
    public abstract String describe();

    /** The type with typedefs looked through. */
    public CType resolved() {
        return this;
    }

    public boolean isInteger() {
        return resolved() instanceof PrimitiveType p && p.isIntegerKind() || resolved() instanceof EnumType;
    }

    public boolean isFloating() {
        return resolved() instanceof PrimitiveType p && p.isFloatingKind();
    }

    public boolean isArithmetic() {
        return isInteger() || isFloating();
    }

    public boolean isPointer() {
        return resolved() instanceof PointerType;
    }

    public boolean isArray() {
        return resolved() instanceof ArrayType;
    }

    public boolean isScalar() {
        return isArithmetic() || isPointer();
    }

    public boolean isVoid() {
        return resolved() instanceof PrimitiveType p && p.name().equals("void");
    }

    /** Array-to-pointer and function-to-pointer decay. */
    public CType decay() {
        CType r = resolved();
        if (r instanceof ArrayType a) {
            return new PointerType(a.element());
        }
        if (r instanceof FunctionType) {
            return new PointerType(this);
        }
        return this;
    }

    @Override
    public String toString() {
        return describe();
    }
}
