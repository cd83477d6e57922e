package dev.hicuda.ir.decl;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.ChildList;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.stmt.Compound;

import java.util.List;

/** A function definition. */
public final class FunctionDef extends Node {
    private final Child<DeclSpecs> specs;
    private final Child<Declarator> declarator;
    private final ChildList<Declaration> krDeclarations;
    private final Child<Compound> body;

    public FunctionDef(DeclSpecs specs, Declarator declarator, Compound body) {
        this(specs, declarator, List.of(), body);
    }

    /**
     * An old-style (K&R) definition when {@code krDeclarations} is not empty: the declarator lists
     * the parameters' names and these declarations give their types ({@code float f(x) float x; {…}}).
     */
    public FunctionDef(DeclSpecs specs, Declarator declarator, List<Declaration> krDeclarations, Compound body) {
        this.specs = child(DeclSpecs.class, specs);
        this.declarator = child(Declarator.class, declarator);
        this.krDeclarations = childList(Declaration.class, krDeclarations);
        this.body = child(Compound.class, body);
    }

    /** The parameter declarations of an old-style definition (empty for a prototype-style one). */
    public List<Declaration> krDeclarations() {
        return krDeclarations.get();
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
