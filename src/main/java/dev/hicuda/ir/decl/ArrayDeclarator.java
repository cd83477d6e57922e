package dev.hicuda.ir.decl;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.expr.Expr;

import java.util.List;

/** {@code inner[size]}; size may be null ({@code []}). */
public final class ArrayDeclarator extends Declarator {
    private Declarator inner;
    private Expr size;
    private final List<String> qualifiers;

    public ArrayDeclarator(Declarator inner, Expr size, List<String> qualifiers) {
        this.inner = adopt(inner);
        this.size = adopt(size);
        this.qualifiers = List.copyOf(qualifiers);
    }

    public Declarator inner() {
        return inner;
    }

    public Expr size() {
        return size;
    }

    public List<String> qualifiers() {
        return qualifiers;
    }

    @Override
    public String name() {
        return inner.name();
    }

    @Override
    public NameDeclarator nameDeclarator() {
        return inner.nameDeclarator();
    }

    @Override
    public Declarator copy() {
        return new ArrayDeclarator(inner.copy(), size == null ? null : size.copy(), qualifiers).at(pos());
    }

    @Override
    public List<Node> children() {
        return list(inner, size);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        if (old == inner) {
            inner = adopt((Declarator) r);
            return true;
        }
        if (old == size) {
            size = adopt((Expr) r);
            return true;
        }
        return false;
    }
}
