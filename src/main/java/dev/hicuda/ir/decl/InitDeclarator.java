package dev.hicuda.ir.decl;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.expr.Expr;

import java.util.List;

/** One declarator of a declaration with its optional initializer (or bit-field width). */
public final class InitDeclarator extends Node {
    private Declarator declarator;
    private Expr init;
    private Expr bitWidth;

    public InitDeclarator(Declarator declarator, Expr init, Expr bitWidth) {
        this.declarator = adopt(declarator);
        this.init = adopt(init);
        this.bitWidth = adopt(bitWidth);
    }

    public Declarator declarator() {
        return declarator;
    }

    public Expr init() {
        return init;
    }

    public void setInit(Expr e) {
        init = adopt(e);
    }

    public Expr bitWidth() {
        return bitWidth;
    }

    public String name() {
        return declarator == null ? null : declarator.name();
    }

    public InitDeclarator copy() {
        return new InitDeclarator(declarator == null ? null : declarator.copy(), init == null ? null : init.copy(),
                bitWidth == null ? null : bitWidth.copy()).at(pos());
    }

    @Override
    public List<Node> children() {
        return list(declarator, init, bitWidth);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        if (old == declarator) {
            declarator = adopt((Declarator) r);
        } else if (old == init) {
            init = adopt((Expr) r);
        } else if (old == bitWidth) {
            bitWidth = adopt((Expr) r);
        } else {
            return false;
        }
        return true;
    }
}
