package dev.hicuda.ir.decl;

import dev.hicuda.ir.Node;

import java.util.List;

/** A type as written in a cast, sizeof or compound literal: specifiers and an abstract declarator. */
public final class TypeName extends Node {
    private final DeclSpecs specs;
    private final Declarator declarator;
    private dev.hicuda.ir.type.CType resolved;

    public TypeName(DeclSpecs specs, Declarator declarator) {
        this.specs = adopt(specs);
        this.declarator = adopt(declarator);
    }

    public DeclSpecs specs() {
        return specs;
    }

    /** Abstract declarator, never null (a {@link NameDeclarator} with null name when empty). */
    public Declarator declarator() {
        return declarator;
    }

    /** The type this names (set by symbol resolution). */
    public dev.hicuda.ir.type.CType resolvedType() {
        return resolved;
    }

    public void setResolvedType(dev.hicuda.ir.type.CType t) {
        resolved = t;
    }

    public TypeName copy() {
        return new TypeName(specs.copy(), declarator.copy()).at(pos());
    }

    @Override
    public List<Node> children() {
        return list(specs, declarator);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        return false;
    }
}
