package dev.hicuda.ir.decl;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.Node;

/** A parameter: specifiers and a (possibly abstract) declarator. Specs null for K&amp;R names. */
public final class ParamDecl extends Node {
    private final Child<DeclSpecs> specs;
    private final Child<Declarator> declarator;

    public ParamDecl(DeclSpecs specs, Declarator declarator) {
        this.specs = child(DeclSpecs.class, specs);
        this.declarator = child(Declarator.class, declarator);
    }

    public DeclSpecs specs() {
        return specs.get();
    }

    public Declarator declarator() {
        return declarator.get();
    }

    public String name() {
        return declarator() == null ? null : declarator().name();
    }

    public ParamDecl copy() {
        return new ParamDecl(specs() == null ? null : specs().copy(), declarator() == null ? null : declarator().copy()).at(pos());
    }
}
