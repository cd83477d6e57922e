package dev.hicuda.ir.expr;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.decl.TypeName;

/** {@code (type) operand}. */
public final class Cast extends Expr {
    private final Child<TypeName> typeName;
    private final Child<Expr> operand;

    public Cast(TypeName typeName, Expr operand) {
        this.typeName = child(TypeName.class, typeName);
        this.operand = child(Expr.class, operand);
    }

    public TypeName typeName() {
        return typeName.get();
    }

    public Expr operand() {
        return operand.get();
    }

    @Override
    public Expr copy() {
        return copied(new Cast(typeName().copy(), operand().copy()));
    }
}
