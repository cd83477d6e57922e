package dev.hicuda.ir.expr;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.decl.TypeName;

import java.util.List;

/** {@code sizeof(type)} or {@code _Alignof(type)}. */
public final class SizeofType extends Expr {
    private final String keyword;
    private TypeName typeName;

    public SizeofType(String keyword, TypeName typeName) {
        this.keyword = keyword;
        this.typeName = adopt(typeName);
    }

    public String keyword() {
        return keyword;
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
        if (old == typeName) {
            typeName = adopt((TypeName) r);
            return true;
        }
        return false;
    }

    @Override
    public Expr copy() {
        return copied(new SizeofType(keyword, typeName.copy()));
    }
}
