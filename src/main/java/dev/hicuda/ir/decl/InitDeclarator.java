package dev.hicuda.ir.decl;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.expr.Expr;

/** One declarator of a declaration with its optional initializer (or bit-field width). */
public final class InitDeclarator extends Node {
    private final Child<Declarator> declarator;
    private final Child<Expr> init;
    private final Child<Expr> bitWidth;

    public InitDeclarator(Declarator declarator, Expr init, Expr bitWidth) {
        this.declarator = child(Declarator.class, declarator);
        this.init = child(Expr.class, init);
        this.bitWidth = child(Expr.class, bitWidth);
    }

    public Declarator declarator() {
        return declarator.get();
    }

    public Expr init() {
        return init.get();
    }

    public void setInit(Expr e) {
        init.set(e);
    }

    public Expr bitWidth() {
        return bitWidth.get();
    }

    public String name() {
        return declarator() == null ? null : declarator().name();
    }

    public InitDeclarator copy() {
        return new InitDeclarator(declarator() == null ? null : declarator().copy(), init() == null ? null : init().copy(),
                bitWidth() == null ? null : bitWidth().copy()).at(pos());
    }
}
