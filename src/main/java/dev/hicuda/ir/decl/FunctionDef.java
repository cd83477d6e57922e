package dev.hicuda.ir.decl;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.stmt.Compound;

import java.util.List;

/** A function definition. */
public final class FunctionDef extends Node {
    private DeclSpecs specs;
    private Declarator declarator;
    private Compound body;

    public FunctionDef(DeclSpecs specs, Declarator declarator, Compound body) {
        this.specs = adopt(specs);
        this.declarator = adopt(declarator);
        this.body = adopt(body);
    }

    public DeclSpecs specs() {
        return specs;
    }

    public Declarator declarator() {
        return declarator;
    }

    public Compound body() {
        return body;
    }

    public String name() {
        return declarator.name();
    }

    /** The function declarator (the one holding the parameters). */
    public FunctionDeclarator functionDeclarator() {
        Declarator d = declarator;
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

    @Override
    public List<Node> children() {
        return list(specs, declarator, body);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        if (old == body) {
            body = adopt((Compound) r);
            return true;
        }
        if (old == declarator) {
            declarator = adopt((Declarator) r);
            return true;
        }
        return false;
    }
}
