package dev.hicuda.ir.decl;

import dev.hicuda.ir.Node;

import java.util.List;

/** A parameter: specifiers and a (possibly abstract) declarator. Specs null for K&amp;R names. */
public final class ParamDecl extends Node {
    private final DeclSpecs specs;
    private Declarator declarator;

    public ParamDecl(DeclSpecs specs, Declarator declarator) {
        this.specs = adopt(specs);
        this.declarator = adopt(declarator);
    }

    public DeclSpecs specs() {
        return specs;
    }

    public Declarator declarator() {
        return declarator;
    }

    public String name() {
        return declarator == null ? null : declarator.name();
    }

    public ParamDecl copy() {
        return new ParamDecl(specs == null ? null : specs.copy(), declarator == null ? null : declarator.copy()).at(pos());
    }

    @Override
    public List<Node> children() {
        return list(specs, declarator);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        if (old == declarator) {
            declarator = adopt((Declarator) r);
            return true;
        }
        return false;
    }
}
