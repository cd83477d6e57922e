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

    /**
     * Rewrites an old-style (K&amp;R) definition in prototype form, in place: each name of the
     * identifier list gets the type its declaration before the body gives it ({@code int} when
     * none does, as C90 says), without storage classes ({@code register} is not valid in a C++
     * parameter), and the declarations are dropped. The device copies need it: CUDA and the CPU
     * target compile C++, where old-style definitions do not exist. A call through a prototype
     * converts each argument to the parameter's type, where an old-style call promoted it and the
     * callee converted it back: the values the body sees are the same.
     */
    public void toPrototypeForm() {
        FunctionDeclarator fd = functionDeclarator();
        if (fd == null || krDeclarations().isEmpty() && fd.params().stream().allMatch(p -> p.specs() != null)) {
            return;
        }
        List<ParamDecl> params = new java.util.ArrayList<>();
        for (ParamDecl p : fd.params()) {
            params.add(p.specs() != null || p.name() == null ? p.copy() : typed(p));
        }
        fd.setParams(params);
        krDeclarations.set(List.of());
    }

    private ParamDecl typed(ParamDecl p) {
        for (Declaration d : krDeclarations()) {
            for (InitDeclarator id : d.declarators()) {
                if (p.name().equals(id.name())) {
                    return new ParamDecl(d.specs().withoutStorage(), id.declarator().copy()).at(id.pos());
                }
            }
        }
        return new ParamDecl(DeclSpecs.keywords("int"), p.declarator().copy()).at(p.pos());
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
