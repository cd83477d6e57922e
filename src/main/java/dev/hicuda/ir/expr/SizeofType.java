package dev.hicuda.ir.expr;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.decl.TypeName;

/** {@code sizeof(type)} or {@code _Alignof(type)}. */
public final class SizeofType extends Expr {
    private final String keyword;
    private final Child<TypeName> typeName;

    public SizeofType(String keyword, TypeName typeName) {
        this.keyword = keyword;
        this.typeName = child(TypeName.class, typeName);
    }

    public String keyword() {
        return keyword;
    }

    public TypeName typeName() {
        return typeName.get();
    }

    @Override
    public Expr copy() {
        return copied(new SizeofType(keyword, typeName().copy()));
    }
}
