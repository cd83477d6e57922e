package dev.hicuda.ir.symbol;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.type.CType;

/** A declared name. */
public final class Symbol {
    public enum Kind { VARIABLE, PARAMETER, FUNCTION, TYPEDEF, ENUM_CONSTANT }

    private final String name;
    private final Kind kind;
    private CType type;
    private final Node declaration;
    private final DeclSpecs specs;
    private final Scope scope;

    public Symbol(String name, Kind kind, CType type, Node declaration, DeclSpecs specs, Scope scope) {
        this.name = name;
        this.kind = kind;
        this.type = type;
        this.declaration = declaration;
        this.specs = specs;
        this.scope = scope;
    }

    public String name() {
        return name;
    }

    public Kind kind() {
        return kind;
    }

    public CType type() {
        return type;
    }

    public void setType(CType t) {
        this.type = t;
    }

    /** The node that declares it: an InitDeclarator, ParamDecl, FunctionDef or EnumSpec. */
    public Node declaration() {
        return declaration;
    }

    public DeclSpecs specs() {
        return specs;
    }

    public Scope scope() {
        return scope;
    }

    public boolean isFileScope() {
        return scope.isFileScope();
    }

    public boolean isObject() {
        return kind == Kind.VARIABLE || kind == Kind.PARAMETER;
    }

    @Override
    public String toString() {
        return name;
    }
}
