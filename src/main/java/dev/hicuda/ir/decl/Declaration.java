package dev.hicuda.ir.decl;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.ChildList;
import dev.hicuda.ir.Node;

import java.util.ArrayList;
import java.util.List;

/** {@code specs declarator = init, ...;} — at file scope, in a block, or as a struct field. */
public final class Declaration extends Node {
    private final Child<DeclSpecs> specs;
    private final ChildList<InitDeclarator> declarators;

    public Declaration(DeclSpecs specs, List<InitDeclarator> declarators) {
        this.specs = child(DeclSpecs.class, specs);
        this.declarators = childList(InitDeclarator.class, declarators);
    }

    public DeclSpecs specs() {
        return specs.get();
    }

    public void setSpecs(DeclSpecs s) {
        specs.set(s);
    }

    public List<InitDeclarator> declarators() {
        return declarators.get();
    }

    public void addDeclarator(InitDeclarator d) {
        declarators.add(d);
    }

    public Declaration copy() {
        List<InitDeclarator> ds = new ArrayList<>();
        for (InitDeclarator d : declarators()) {
            ds.add(d.copy());
        }
        return new Declaration(specs().copy(), ds).at(pos());
    }
}
