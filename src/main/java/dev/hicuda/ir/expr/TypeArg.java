package dev.hicuda.ir.expr;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.decl.TypeName;

import java.util.List;

/** A type written as an argument of a macro or builtin: {@code va_arg(ap, double)}. */
public final class TypeArg extends Expr {
    private final TypeName typeName;

    public TypeArg(TypeName typeName) {
        this.typeName = adopt(typeName);
    }

    public TypeName typeName() {
        return typeName;
    }

    @Override
    public List<Node> children() {
        return list(typeName);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        return false;
    }

    @Override
    public Expr copy() {
        return copied(new TypeArg(typeName.copy()));
    }
}
