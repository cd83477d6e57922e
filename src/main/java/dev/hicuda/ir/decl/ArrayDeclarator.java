package dev.hicuda.ir.decl;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.expr.Expr;

import java.util.List;

/** {@code inner[size]}; size may be null ({@code []}). */
public final class ArrayDeclarator extends Declarator {
    private final Child<Declarator> inner;
    private final Child<Expr> size;
    private final List<String> qualifiers;

    public ArrayDeclarator(Declarator inner, Expr size, List<String> qualifiers) {
        this.inner = child(Declarator.class, inner);
        this.size = child(Expr.class, size);
        this.qualifiers = List.copyOf(qualifiers);
    }

    public Declarator inner() {
        return inner.get();
    }

    public Expr size() {
        return size.get();
    }

    public List<String> qualifiers() {
        return qualifiers;
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
        return new ArrayDeclarator(inner().copy(), size() == null ? null : size().copy(), qualifiers).at(pos());
    }
}
