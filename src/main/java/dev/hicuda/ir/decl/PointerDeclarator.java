package dev.hicuda.ir.decl;

import dev.hicuda.ir.Node;

import java.util.List;

/** {@code * quals inner}. */
public final class PointerDeclarator extends Declarator {
    private final List<String> qualifiers;
    private Declarator inner;

    public PointerDeclarator(List<String> qualifiers, Declarator inner) {
        this.qualifiers = List.copyOf(qualifiers);
        this.inner = adopt(inner);
    }

    public List<String> qualifiers() {
        return qualifiers;
    }

    public Declarator inner() {
        return inner;
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
        return new PointerDeclarator(qualifiers, inner.copy()).at(pos());
    }

    @Override
    public List<Node> children() {
        return list(inner);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        if (old == inner) {
            inner = adopt((Declarator) r);
            return true;
        }
        return false;
    }
}
