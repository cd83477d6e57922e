package dev.hicuda.ir.decl;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.stmt.Compound;

/** A function definition. */
public final class FunctionDef extends Node {
    private final Child<DeclSpecs> specs;
    private final Child<Declarator> declarator;
    private final Child<Compound> body;

    public FunctionDef(DeclSpecs specs, Declarator declarator, Compound body) {
        this.specs = child(DeclSpecs.class, specs);
        this.declarator = child(Declarator.class, declarator);
        this.body = child(Compound.class, body);
    }

    public DeclSpecs specs() {
        return specs.get();
    }

    public Declarator declarator() {
        return declarator.get();
    }

    public Compound body() {
        return body.get();
    }

    public String name() {
        return declarator().name();
    }

    /** The function declarator (the one holding the parameters). */
    public FunctionDeclarator functionDeclarator() {
        Declarator d = declarator();
        while (true) {
            if (d instanceof FunctionDeclarator f && f.inner() instanceof NameDeclarator) {
                return f;
            }
            if (d instanceof FunctionDeclarator f) {
                d = f.inner();
            } else if (d instanceof PointerDeclarator p) {
                d = p.inner();
            } else if (d instanceof ArrayDeclarator a) {
                d = a.inner();
            } else {
                return null;
            }
        }
    }
}
