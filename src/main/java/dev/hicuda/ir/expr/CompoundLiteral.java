package dev.hicuda.ir.expr;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.decl.TypeName;

/** {@code (type){ ... }}. */
public final class CompoundLiteral extends Expr {
    private final Child<TypeName> typeName;
    private final Child<InitList> init;

    public CompoundLiteral(TypeName typeName, InitList init) {
        this.typeName = child(TypeName.class, typeName);
        this.init = child(InitList.class, init);
    }

    public TypeName typeName() {
        return typeName.get();
    }

    public InitList init() {
        return init.get();
    }

    @Override
    public Expr copy() {
        return copied(new CompoundLiteral(typeName().copy(), (InitList) init().copy()));
    }
}
