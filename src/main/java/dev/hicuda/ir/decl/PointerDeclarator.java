package dev.hicuda.ir.decl;

import dev.hicuda.ir.Child;

import java.util.List;

/** {@code * quals inner}. */
public final class PointerDeclarator extends Declarator {
    private final List<String> qualifiers;
    private final Child<Declarator> inner;

    public PointerDeclarator(List<String> qualifiers, Declarator inner) {
        this.qualifiers = List.copyOf(qualifiers);
        this.inner = child(Declarator.class, inner);
    }

    public List<String> qualifiers() {
        return qualifiers;
    }

    public Declarator inner() {
        return inner.get();
    }

    @Override
    public String name() {
        return inner().name();
    }

    @Override
    public NameDeclarator nameDeclarator() {
        return inner().nameDeclarator();
    }

    @Override
    public Declarator copy() {
        return new PointerDeclarator(qualifiers, inner().copy()).at(pos());
    }
}
