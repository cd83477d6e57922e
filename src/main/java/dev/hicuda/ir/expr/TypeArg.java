package dev.hicuda.ir.expr;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.decl.TypeName;

/** A type written as an argument of a macro or builtin: {@code va_arg(ap, double)}. */
public final class TypeArg extends Expr {
    private final Child<TypeName> typeName;

    public TypeArg(TypeName typeName) {
        this.typeName = child(TypeName.class, typeName);
    }

    public TypeName typeName() {
        return typeName.get();
    }

    @Override
    public Expr copy() {
        return copied(new TypeArg(typeName().copy()));
    }
}
