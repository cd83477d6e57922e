package dev.hicuda.ir.expr;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.decl.TypeName;

import java.util.List;

/** {@code (type) operand}. */
public final class Cast extends Expr {
    private TypeName typeName;
    private Expr operand;

    public Cast(TypeName typeName, Expr operand) {
        this.typeName = adopt(typeName);
        this.operand = adopt(operand);
    }

    public TypeName typeName() {
        return typeName;
    }

    public Expr operand() {
        return operand;
    }

    @Override
    public List<Node> children() {
        return list(typeName, operand);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        if (old == operand) {
            operand = adopt((Expr) r);
            return true;
        }
        if (old == typeName) {
            typeName = adopt((TypeName) r);
            return true;
        }
        return false;
    }

    @Override
    public Expr copy() {
        return copied(new Cast(typeName.copy(), operand.copy()));
    }
}
