package dev.hicuda.ir.type;

import java.util.List;

/** A function type. */
public final class FunctionType extends CType {
    private final CType returnType;
    private final List<CType> params;
    private final boolean variadic;

    public FunctionType(CType returnType, List<CType> params, boolean variadic) {
        this.returnType = returnType;
        this.params = List.copyOf(params);
        this.variadic = variadic;
    }

    public CType returnType() {
        return returnType;
    }

    public List<CType> params() {
        return params;
    }

    public boolean isVariadic() {
        return variadic;
    }

    @Override
    public Long size() {
        return null;
    }

    @Override
    public String describe() {
        StringBuilder sb = new StringBuilder(returnType.describe()).append(" (");
        for (int i = 0; i < params.size(); i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(params.get(i).describe());
        }
        if (variadic) {
            sb.append(params.isEmpty() ? "..." : ", ...");
        }
        return sb.append(')').toString();
    }
}
