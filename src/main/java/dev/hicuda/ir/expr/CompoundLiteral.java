package dev.hicuda.ir.expr;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.decl.TypeName;

import java.util.List;

/** {@code (type){ ... }}. */
public final class CompoundLiteral extends Expr {
    private TypeName typeName;
    private InitList init;

    public CompoundLiteral(TypeName typeName, InitList init) {
        this.typeName = adopt(typeName);
        this.init = adopt(init);
    }

    public TypeName typeName() {
        return typeName;
    }

    public InitList init() {
        return init;
    }

    @Override
    public List<Node> children() {
        return list(typeName, init);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        if (old == init) {
            init = adopt((InitList) r);
            return true;
        }
        return false;
    }

    @Override
    public Expr copy() {
        return copied(new CompoundLiteral(typeName.copy(), (InitList) init.copy()));
    }
}
