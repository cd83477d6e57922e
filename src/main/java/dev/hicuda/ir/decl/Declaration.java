package dev.hicuda.ir.decl;

import dev.hicuda.ir.Node;

import java.util.ArrayList;
import java.util.List;

/** {@code specs declarator = init, ...;} — at file scope, in a block, or as a struct field. */
public final class Declaration extends Node {
    private DeclSpecs specs;
    private final List<InitDeclarator> declarators;

    public Declaration(DeclSpecs specs, List<InitDeclarator> declarators) {
        this.specs = adopt(specs);
        this.declarators = adoptAll(declarators);
    }

    public DeclSpecs specs() {
        return specs;
    }

    public void setSpecs(DeclSpecs s) {
        specs = adopt(s);
    }

    public List<InitDeclarator> declarators() {
        return declarators;
    }

    public void addDeclarator(InitDeclarator d) {
        declarators.add(adopt(d));
    }

    public Declaration copy() {
        List<InitDeclarator> ds = new ArrayList<>();
        for (InitDeclarator d : declarators) {
            ds.add(d.copy());
        }
        return new Declaration(specs.copy(), ds).at(pos());
    }

    @Override
    public List<Node> children() {
        List<Node> l = list(specs);
        l.addAll(declarators);
        return l;
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        int i = declarators.indexOf(old);
        if (i >= 0) {
            declarators.set(i, adopt((InitDeclarator) r));
            return true;
        }
        return false;
    }
}
