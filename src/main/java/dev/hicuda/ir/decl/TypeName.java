package dev.hicuda.ir.decl;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.Node;

/** A type as written in a cast, sizeof or compound literal: specifiers and an abstract declarator. */
public final class TypeName extends Node {
    private final Child<DeclSpecs> specs;
    private final Child<Declarator> declarator;
    private dev.hicuda.ir.type.CType resolved;

    public TypeName(DeclSpecs specs, Declarator declarator) {
        this.specs = child(DeclSpecs.class, specs);
        this.declarator = child(Declarator.class, declarator);
    }

    public DeclSpecs specs() {
        return specs.get();
    }

    /** Abstract declarator, never null (a {@link NameDeclarator} with null name when empty). */
    public Declarator declarator() {
        return declarator.get();
    }

    /** The type this names (set by symbol resolution). */
    public dev.hicuda.ir.type.CType resolvedType() {
        return resolved;
    }

    public void setResolvedType(dev.hicuda.ir.type.CType t) {
        resolved = t;
    }

    public TypeName copy() {
        return new TypeName(specs().copy(), declarator().copy()).at(pos());
    }
}
